/**
 * A deterministic clock for the fakes: each reading returns the current time, then moves it on by `stepMs`
 * (0 freezes it, so several writes share one timestamp, as the paging tests need).
 */
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
