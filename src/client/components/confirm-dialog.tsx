import type { ReactNode } from "react";
import { cn } from "../lib/utils";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

type QuestionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The answers: QuestionAnswers, or a form that ends with them. */
  children: ReactNode;
  /** Where the focus goes once closed, when not back to the trigger (gone with what the answer removed). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A question before a change that can't be undone: its trigger, title and description, then the caller's answers. */
export function QuestionDialog({ open, onOpenChange, trigger, title, description, children, onCloseAutoFocus }: QuestionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="mt-2 flex flex-col gap-2">{description}</div>
        </AlertDialogDescription>
        {children}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** 'Annuler', then the button that makes the change. */
export function QuestionAnswers({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn(className, "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end")}>
      <AlertDialogCancel>Annuler</AlertDialogCancel>
      {children}
    </div>
  );
}

type ConfirmDialogProps = Omit<QuestionDialogProps, "children"> & {
  /** The confirming button: its label, and its label while the server has not answered. */
  confirm: { label: string; pendingLabel: string; pending: boolean; onConfirm: () => unknown; danger?: boolean };
};

/**
 * 'Supprimer ... ?', 'Retirer ... ?': a question before a change that can't be undone, with 'Annuler' and the
 * change, which stays disabled until the server answers; the caller closes it once the change is made.
 */
export function ConfirmDialog({ confirm, ...question }: ConfirmDialogProps) {
  return (
    <QuestionDialog {...question}>
      <QuestionAnswers className="mt-6">
        <Button variant={confirm.danger ? "danger" : undefined} onClick={() => void confirm.onConfirm()} disabled={confirm.pending}>
          {confirm.pending ? confirm.pendingLabel : confirm.label}
        </Button>
      </QuestionAnswers>
    </QuestionDialog>
  );
}
