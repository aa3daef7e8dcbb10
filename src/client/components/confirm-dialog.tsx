import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button: its label, and its label while the server has not answered. */
  confirm: { label: string; pendingLabel: string; pending: boolean; onConfirm: () => unknown; danger?: boolean };
};

/**
 * 'Supprimer ... ?', 'Retirer ... ?': a question before a change that can't be undone, with 'Annuler' and the
 * change, which stays disabled until the server answers; the caller closes it once the change is made.
 */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, confirm }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="mt-2 flex flex-col gap-2">{description}</div>
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant={confirm.danger ? "danger" : undefined} onClick={() => void confirm.onConfirm()} disabled={confirm.pending}>
            {confirm.pending ? confirm.pendingLabel : confirm.label}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
