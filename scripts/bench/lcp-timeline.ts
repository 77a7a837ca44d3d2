import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** A node of Lighthouse's simulation graph, as much of it as the timeline reads. */
export type TimelineNode = { type: 'network'; request: { url: string; transferSize: number } } | { type: 'cpu' };
interface Span {
  startTime: number;
  endTime: number;
}

/** The simulated timeline of the last Lighthouse run's largest contentful paint in this process, if it kept one. */
export function lastSimulatedLcp(): ReadonlyMap<TimelineNode, Span> | undefined {
  return Lantern.Simulation.Simulator.allNodeTimings.get('optimisticLargestContentfulPaint');
}

/** Forgets the simulations kept so far (Lighthouse keeps them in one map for the process), before a run. */
export function forgetSimulations(): void {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}

/**
 * What Lighthouse's simulation of the last run did before its largest contentful paint (the optimistic estimate, one
 * of the two it blends): each request with its simulated start and end and size over the wire, and each main-thread
 * task of 10 ms or more, in order. Lighthouse times a load replayed on slow 4G from this graph, not the load it watched,
 * so this is where a simulated LCP's time goes: a request that waits for one of an origin's six HTTP/1.1 connections,
 * or one the simulation starts with the document because no script asked for it (a lazily loaded image).
 */
export function lcpTimeline(timings: ReadonlyMap<TimelineNode, Span> | undefined): string {
  if (!timings) return 'no simulation of the largest contentful paint was kept\n';
  const rows = [...timings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime);
  const span = (t: Span) => `${String(Math.round(t.startTime)).padStart(5)}-${String(Math.round(t.endTime)).padEnd(5)} ms`;
  const lines = rows.flatMap(([node, t]) => {
    if (node.type === 'network') {
      const { request } = node;
      const path = request.url.replace(/^[a-z]+:\/\/[^/]+/, '');
      return [`${span(t)}  ${(request.transferSize / 1024).toFixed(1).padStart(6)} KiB  ${path}`];
    }
    return t.endTime - t.startTime >= 10 ? [`${span(t)}  main-thread task`] : [];
  });
  return `${lines.join('\n')}\n`;
}
