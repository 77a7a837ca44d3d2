import { CHROMIUM_ARGS } from '../chromium';

/**
 * Chromium for the bench: the machine's flags (scripts/chromium.ts) plus a resolver that knows only loopback,
 * so no request the page or the browser makes can leave the machine, whatever the app asks for. The bench
 * still records every such attempt (a phone's user agent makes Firebase Auth ask for apis.google.com).
 */
export const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for http(s)/ws(s) URLs outside loopback; data:, blob: and chrome internals are not network. */
export function leavesLoopback(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && !LOOPBACK.has(hostname);
  } catch {
    return false;
  }
}

/** Distinct hosts among URLs, for a short note. */
export function hostsOf(urls: Iterable<string>): string[] {
  return [...new Set([...urls].map((u) => new URL(u).host))].sort();
}
