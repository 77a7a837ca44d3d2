import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with a destructive answer and a way out. Native <dialog>: focus moves in, Escape cancels. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();
  return (
    // Escape is a cancel (the native `cancel` event); a close after Delete is not.
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={children ? bodyId : undefined} onCancel={onCancel}>
      <div className="modal-body">
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId} className="modal-text">
          {children}
        </div>
        <div className="button-row">
          <button type="button" className="button danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          {/* The safe answer takes focus when the dialog opens (WAI-ARIA's advice for destructive questions). */}
          <button type="button" className="button secondary" onClick={onCancel} data-autofocus>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
