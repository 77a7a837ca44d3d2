import type { Ref } from 'react';

/** 'Try again' that calls `armRefocus` before `onRetry`, so the focus lost with the button goes to what the retry brings. */
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
