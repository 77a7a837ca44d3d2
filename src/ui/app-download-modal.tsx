import { useEffect, useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { StoreLinks } from './store-links';

export interface AppDownloadModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A modal dialog pointing to the mobile app, with both store links. Native <dialog>: focus moves in, Escape closes. */
export function AppDownloadModal({ open, onClose, title, children }: AppDownloadModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A click on the backdrop lands on the dialog element itself: a mouse convenience beside Escape and Close.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, [onClose, ref]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-body">
        <h2 id={titleId}>{title}</h2>
        {children}
        <StoreLinks />
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** The modal of the feed's people links (SPEC 2). */
export function PeopleNeedAppModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDownloadModal open={open} onClose={onClose} title="Get the app to meet people">
      <p>Finding, meeting and connecting with people needs the mobile app. Download it to discover people near you.</p>
    </AppDownloadModal>
  );
}
