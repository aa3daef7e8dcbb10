import { useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../lib/api";
import { normalizeCode } from "../lib/error-message";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";

type Options<S extends z.ZodType<FieldValues, FieldValues>> = {
  defaultValues: DefaultValues<z.input<S>>;
  /** The field holding the current password, where a wrong one is said. */
  passwordField: Path<z.input<S>>;
  submit(values: z.output<S>): Promise<unknown>;
  onDone(close: () => void): void;
};

/**
 * The form of an account dialog confirmed by the current password (change it, delete the account): emptied when
 * the dialog closes, a wrong password said under its field, other server errors under theirs.
 */
export function usePasswordConfirmedForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: Options<S>) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(schema, { defaultValues: options.defaultValues });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await options.submit(values);
    } catch (error) {
      if (error instanceof ApiError && normalizeCode(error.code) === "INVALID_CURRENT_PASSWORD") {
        form.setError(options.passwordField, { type: "server", message: "Le mot de passe actuel est incorrect" });
      } else showServerFieldError(form, error);
      return;
    }
    options.onDone(() => onOpenChange(false));
  }, toastFirstError);

  return { open, onOpenChange, form, onSubmit };
}
