import {
  get,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";

/** What a text field takes from its form: the registration and the message of its current error. */
export type FieldBinding = { registration: UseFormRegisterReturn; error?: string };

/** Binds a field by name; `deps` names the fields whose rules read this one, checked again when it changes. */
export type BindField<Name extends string> = (name: Name, options?: { deps?: Name[] }) => FieldBinding;

/**
 * `<TextField {...bind("seo_title")} />` for the campaign forms. Called during render, so the errors read are that
 * render's (react-hook-form subscribes to what a render reads).
 */
export function fieldBinder<Input extends FieldValues, Output extends FieldValues>(form: UseFormReturn<Input, unknown, Output>) {
  const { errors } = form.formState;
  return (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>): FieldBinding => ({
    registration: form.register(name, options),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}

/** Sets a field from a control that is not a text input (an upload, a colour picker), as typing would. */
export function fieldSetter<Input extends FieldValues, Output extends FieldValues>(form: UseFormReturn<Input, unknown, Output>) {
  return (name: Path<Input>, value: string) =>
    form.setValue(name, value as PathValue<Input, Path<Input>>, { shouldDirty: true, shouldValidate: true });
}
