/** A deterministic clock: each reading then moves on by `stepMs` (0 freezes it, so writes can share a timestamp). */
export class FakeClock {
  private time: number;

  constructor(
    start: Date = new Date('2026-11-20T10:00:00.000Z'),
    private stepMs = 1000,
  ) {
    this.time = start.getTime();
  }

  readonly now = (): Date => {
    const date = new Date(this.time);
    this.time += this.stepMs;
    return date;
  };

  /** Moves the clock to `date`, stepping `stepMs` per reading from there. */
  set(date: Date, stepMs = this.stepMs): void {
    this.time = date.getTime();
    this.stepMs = stepMs;
  }
}
