import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import { Label } from "./label";

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control; give it `id`, and `{...fieldControlProps(id, error)}` when it may show an error. */
  children: ReactNode;
};

export function fieldMessageId(id: string) {
  return `${id}-message`;
}

/** What ties a control to its Field: invalid while there is an error, described by the line under it. */
export function fieldControlProps(id: string, error: unknown) {
  return { "aria-invalid": Boolean(error), "aria-describedby": fieldMessageId(id) };
}

/** A visible label tied to its control, then one line under it: the validation message, else the hint. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <FieldError id={fieldMessageId(id)} message={error} /> : <FieldHint id={fieldMessageId(id)} hint={hint} />}
    </div>
  );
}

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  // Always rendered, so the control's aria-describedby never points to a missing element.
  return (
    <p id={id} className={cn("text-xs text-muted", !hint && "hidden")}>
      {hint}
    </p>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  return (
    <p id={id} className={cn("text-sm font-medium text-danger", !message && "hidden")}>
      {message}
    </p>
  );
}
