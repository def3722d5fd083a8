import type { ReactElement } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeletePatientsDialogProps {
  count: number;
  onConfirm: () => void;
  children: ReactElement;
}

export function DeletePatientsDialog({ count, onConfirm, children }: DeletePatientsDialogProps) {
  return (
    <ConfirmDialog
      title={count === 1 ? 'Delete Patient' : `Delete ${count} Patients`}
      description="This action cannot be undone. It permanently deletes the selected patients and all associated visits and records."
      confirmLabel="Delete"
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
