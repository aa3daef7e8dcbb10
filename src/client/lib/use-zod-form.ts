import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ApiError } from "./api";
import { notifyValidation } from "./notify";

/** react-hook-form driven by a shared zod schema: the same rules and French messages as the server. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), ...options });
}

/** The message of the first invalid field, in schema order (the resolver keeps zod's issue order). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string" && error.message) return error.message;
  }
  return undefined;
}

/** docs/product.md#conventions: the first validation message is also shown as a toast titled 'Erreur de validation'. */
export function toastFirstError(errors: FieldErrors) {
  const message = firstErrorMessage(errors);
  if (message) notifyValidation(message);
}

/** A server VALIDATION error naming a field is shown under that field too (the toast comes from the query client). */
export function showServerFieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown) {
  if (error instanceof ApiError && error.code === "VALIDATION" && error.field) {
    form.setError(error.field as Path<T>, { type: "server", message: error.message });
  }
}
