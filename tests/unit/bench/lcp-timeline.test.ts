import { describe, expect, it } from 'vitest';
import { lcpTimeline, type TimelineNode } from '../../../scripts/bench/lcp-timeline';

const request = (url: string, kib: number): TimelineNode => ({ type: 'network', request: { url, transferSize: kib * 1024 } });

describe('the simulated LCP timeline the bench keeps beside each Lighthouse report', () => {
  it('lists requests and long main-thread tasks by simulated start, with sizes, paths and spans', () => {
    const timings = new Map<TimelineNode, { startTime: number; endTime: number }>([
      [request('http://127.0.0.1:7773/assets/framework.js', 76.8), { startTime: 976.4, endTime: 1887.2 }],
      [{ type: 'cpu' }, { startTime: 610, endTime: 666 }],
      [{ type: 'cpu' }, { startTime: 700, endTime: 709 }],
      [request('http://127.0.0.1:7773/login', 0.8), { startTime: 0, endTime: 610 }],
    ]);
    expect(lcpTimeline(timings).split('\n')).toEqual([
      '    0-610   ms     0.8 KiB  /login',
      '  610-666   ms  main-thread task',
      '  976-1887  ms    76.8 KiB  /assets/framework.js',
      '',
    ]);
  });

  it('says so when Lighthouse kept no simulation', () => {
    expect(lcpTimeline(undefined)).toBe('no simulation of the largest contentful paint was kept\n');
  });
});
