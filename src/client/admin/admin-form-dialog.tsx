import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../components/ui/dialog";

type AdminFormDialogProps = {
  title: ReactNode;
  /** What the action will do, and who is told. */
  description: ReactNode;
  /** Open unless said otherwise: most such dialogs are mounted while open only, so each opening starts afresh. */
  open?: boolean;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
  /** The form is sent: the page stays, the action runs. */
  onSubmit: () => unknown;
  /** The fields, then the footer. */
  children: ReactNode;
};

/** An admin action asking for a few fields: its title, what it will do, then its form. */
export function AdminFormDialog({ title, description, open = true, onClose, onSubmit, children }: AdminFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
          noValidate
          className="flex flex-col gap-4"
        >
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
