import type { ComponentProps, ReactNode } from "react";
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Field, fieldControlProps } from "./ui/field";
import { Input } from "./ui/input";

type FormInputProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The field name as docs/product.md spells it (e.g. docs/product.md#buyer-form): also the input's `name` and `id`. */
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Two forms of the same fields on one page (a new order and a correction): the second's ids start with this. */
  idPrefix?: string;
} & Omit<ComponentProps<typeof Input>, "name" | "id" | "form">;

/** A labelled text input bound to a react-hook-form field, with its message under it. */
export function FormInput<T extends FieldValues>({ form, name, label, hint, idPrefix, ...inputProps }: FormInputProps<T>) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const id = idPrefix ? `${idPrefix}-${name}` : name;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...fieldControlProps(id, error)} {...inputProps} {...form.register(name)} />
    </Field>
  );
}
