import type { Ref } from 'react';

/**
 * 'Try again' for a failure that gives way to a loading state: it calls `armRefocus` (from `useRefocus`) as it is
 * pressed, so the focus, which goes with the button, goes on to what the retry brings, then `onRetry`.
 */
export function TryAgain({ ref, armRefocus, onRetry }: { ref: Ref<HTMLButtonElement>; armRefocus: () => void; onRetry: () => void }) {
  return (
    <button
      ref={ref}
      type="button"
      className="button secondary"
      onClick={() => {
        armRefocus();
        onRetry();
      }}
    >
      Try again
    </button>
  );
}
