import type { ComponentProps, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Eye } from "lucide-react";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { cn } from "../../lib/utils";

type CommonProps = {
  /** The field name (docs/product.md#campaign-fields): also the control's id. */
  registration: UseFormRegisterReturn;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Spans both columns of the section grid. */
  wide?: boolean;
  /** A lasting note under the control (e.g. a public-data warning), kept when an error shows. */
  note?: ReactNode;
};

function describedBy(id: string, extra: (string | false)[]) {
  return [fieldMessageId(id), ...extra.filter(Boolean)].join(" ");
}

export function FieldNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs text-amber-800">
      <Eye className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export function TextField({
  registration,
  label,
  error,
  hint,
  wide,
  note,
  ...inputProps
}: CommonProps & Omit<ComponentProps<"input">, "name" | "id">) {
  const id = registration.name;
  const noteId = `${id}-note`;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={cn(wide && "sm:col-span-2")}>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, [Boolean(note) && noteId])}
        {...inputProps}
        {...registration}
      />
      {note ? <FieldNote id={noteId}>{note}</FieldNote> : null}
    </Field>
  );
}

type TextAreaFieldProps = CommonProps &
  Omit<ComponentProps<"textarea">, "name" | "id"> & {
    /** With `max`, a live counter 'n/max' sits under the field. */
    length?: number;
    max?: number;
  };

export function TextAreaField({ registration, label, error, hint, wide = true, note, length, max, ...props }: TextAreaFieldProps) {
  const id = registration.name;
  const counterId = `${id}-counter`;
  const noteId = `${id}-note`;
  const hasCounter = max !== undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={cn(wide && "sm:col-span-2")}>
      <Textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, [hasCounter && counterId, Boolean(note) && noteId])}
        {...props}
        {...registration}
      />
      {hasCounter ? (
        <p id={counterId} className={cn("-mt-1 text-right text-xs tabular-nums", (length ?? 0) > max ? "text-danger" : "text-muted")}>
          {length ?? 0}/{max}
        </p>
      ) : null}
      {note ? <FieldNote id={noteId}>{note}</FieldNote> : null}
    </Field>
  );
}
