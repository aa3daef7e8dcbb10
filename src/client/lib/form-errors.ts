import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api";
import { notifyValidation } from "./notify";

// What every form does with its errors, apart from the zod resolver (use-zod-form.ts), so that a form whose schema
// loads later (use-deferred-zod-form.ts) shares it without bringing zod in.

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

/**
 * A server error naming a field (a VALIDATION, a WRONG_PASSWORD) is shown under that field too (the toast comes from
 * the query client).
 */
export function showServerFieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown) {
  if (error instanceof ApiError && error.field) {
    form.setError(error.field as Path<T>, { type: "server", message: error.message });
  }
}

/**
 * Waits for a form's request: true once it succeeded, false when it was refused, the message then shown under the
 * field the server names, if any (the toast comes from the query client).
 */
export async function submitted<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, request: Promise<unknown>) {
  try {
    await request;
    return true;
  } catch (error) {
    showServerFieldError(form, error);
    return false;
  }
}
