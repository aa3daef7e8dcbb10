import { toast } from "sonner";
import { forgotPasswordSchema } from "../../shared/auth";
import { FormInput } from "../components/form-input";
import { Button } from "../components/ui/button";
import { submitted, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useSendVerificationEmail } from "./api";

/**
 * docs/product.md#email-confirmation: a new confirmation mail, to the signed-in person's address or one typed in.
 * The answer never says whether the address has an account.
 */
export function ResendConfirmation({ email }: { email?: string }) {
  const send = useSendVerificationEmail();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: email ?? "" } });
  const onSubmit = form.handleSubmit(async (values) => {
    // A refusal (too many mails) is toasted by the query client.
    if (!(await submitted(form, send.mutateAsync(values)))) return;
    toast.success("Demande envoyée", {
      description: "Si un compte non confirmé existe pour cette adresse, un nouveau lien vient de lui être envoyé.",
    });
  }, toastFirstError);

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 text-left">
      <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Envoi..." : "Recevoir un nouveau lien"}
      </Button>
    </form>
  );
}
