import type { ReactElement } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteVisitDialogProps {
  onConfirm: () => void;
  /** The button that opens the dialog. */
  children: ReactElement;
}

export function DeleteVisitDialog({ onConfirm, children }: DeleteVisitDialogProps) {
  return (
    <ConfirmDialog
      title="Delete Visit"
      description="This action cannot be undone. The visit, its notes and its recorded audio will be permanently deleted."
      confirmLabel="Delete"
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
