import { cn } from "../../lib/utils";
import { Button, type ButtonProps } from "./button";
import { DialogClose, DialogFooter } from "./dialog";

type DialogFormFooterProps = {
  /** The server's refusal, said inside the dialog rather than toasted: what was typed stays for another try. */
  error?: string | null;
  /** Spaces the alert where no form's gap does (a dialog without a form). */
  errorClassName?: string;
  closeLabel?: string;
  submitLabel: string;
  /** Said on the button while the request runs; the button is disabled meanwhile, so one click sends one request. */
  pendingLabel: string;
  pending: boolean;
  variant?: ButtonProps["variant"];
  /** A dialog with nothing to type has no form to submit: the button runs this instead. */
  onConfirm?: () => void;
  /** Nothing chosen yet (the refund dialog before a choice): the button waits. */
  disabled?: boolean;
};

/** The end of an action dialog: the server's error, then the close button and the pending-aware submit button. */
export function DialogFormFooter({
  error,
  errorClassName,
  closeLabel = "Annuler",
  submitLabel,
  pendingLabel,
  pending,
  variant,
  onConfirm,
  disabled = false,
}: DialogFormFooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={cn("text-sm font-medium text-danger", errorClassName)}>
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{closeLabel}</Button>
        </DialogClose>
        <Button type={onConfirm ? "button" : "submit"} variant={variant} disabled={pending || disabled} onClick={onConfirm}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
