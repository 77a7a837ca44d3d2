import { hashKey, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Unsubscribe } from '../ports/unsubscribe';

/**
 * A port subscription feeding the query cache, so one subscription serves every reader of the key. A failure keeps
 * the cached value (or `empty`) and reports; `retry` resubscribes. `data` is undefined until a snapshot or failure.
 */
export function useLiveQuery<T>(
  queryKey: QueryKey,
  subscribe: (onData: (data: T) => void, onError: (error: Error) => void) => Unsubscribe,
  empty: T,
) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ key: string; error: Error } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hash = hashKey(queryKey);
  useEffect(
    () =>
      subscribe(
        (data) => {
          setFailure(null);
          queryClient.setQueryData(queryKey, data);
        },
        (error) => {
          setFailure({ key: hash, error });
          queryClient.setQueryData<T>(queryKey, (old) => old ?? empty);
        },
      ),
    // The key's hash stands for the key; `subscribe` and `empty` are read once per key (and attempt).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash, queryClient, attempt],
  );
  const query = useQuery<T>({ queryKey, queryFn: () => Promise.resolve(queryClient.getQueryData<T>(queryKey) ?? empty), enabled: false });
  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);
  return { data: query.data, error: failure?.key === hash ? failure.error : null, retry };
}

/** The cached value of `queryKey` once it exists; `fallback` after `timeoutMs`, so nothing waits forever on a slow stream. */
export function waitForData<T>(queryClient: QueryClient, queryKey: QueryKey, timeoutMs: number, fallback: T): Promise<T> {
  const now = queryClient.getQueryData<T>(queryKey);
  if (now !== undefined) return Promise.resolve(now);
  const hash = hashKey(queryKey);
  return new Promise((resolve) => {
    const done = (value: T) => {
      clearTimeout(timer);
      stop();
      resolve(value);
    };
    const timer = setTimeout(() => done(fallback), timeoutMs);
    const stop = queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.queryHash === hash && query.state.data !== undefined) done(query.state.data as T);
    });
  });
}
