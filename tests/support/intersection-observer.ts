/**
 * jsdom has no layout and no IntersectionObserver. This stand-in records every observer, so a test can say
 * "the sentinel scrolled into view" and check what the page does then.
 */
export class FakeIntersectionObserver {
  static readonly live = new Set<FakeIntersectionObserver>();
  /** Called on every observe(), to see what the page looked like when it started watching. */
  static onObserve: ((target: Element) => void) | null = null;
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}

  observe(target: Element): void {
    FakeIntersectionObserver.onObserve?.(target);
    this.targets.add(target);
    FakeIntersectionObserver.live.add(this);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Fires every live observer as if each of its targets became visible; returns how many fired. */
  static intersectAll(): number {
    let fired = 0;
    for (const observer of [...FakeIntersectionObserver.live]) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      if (entries.length === 0) continue;
      observer.callback(entries, observer as unknown as IntersectionObserver);
      fired += 1;
    }
    return fired;
  }

  static install(): void {
    FakeIntersectionObserver.live.clear();
    FakeIntersectionObserver.onObserve = null;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
