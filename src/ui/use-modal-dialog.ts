import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` is true: focus moves in (to its `data-autofocus` element if it has
 * one, else the browser's choice), Escape closes, the page behind is inert. React's autoFocus would not do: React
 * focuses such an element once as it mounts, inside a dialog still closed, and writes no autofocus attribute for
 * showModal to find.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
