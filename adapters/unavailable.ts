import { FunctionError } from '../src/domain/function-error';

/**
 * Stands in for a port whose adapter for this mode has not landed yet: every method rejects with a coded
 * 'unimplemented' error naming the port (subscriptions do nothing), so a screen that reaches it shows its
 * error state instead of pretending to work.
 */
export function unavailable<T extends object>(port: string): T {
  return new Proxy({} as T, {
    get(_target, method) {
      if (typeof method !== 'string' || method === 'then') return undefined;
      if (method.startsWith('subscribe')) return () => () => undefined;
      return () => Promise.reject(new FunctionError('unimplemented', `${port}.${method} is not available in this mode yet`));
    },
  });
}
