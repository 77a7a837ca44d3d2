import { useEffect, useRef } from 'react';

/** A native <dialog> shown modally while `open`, focusing its `data-autofocus` element (else the browser's choice). */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Not React's autoFocus: it focuses on mount, inside the still-closed dialog, and writes no attribute showModal reads.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
