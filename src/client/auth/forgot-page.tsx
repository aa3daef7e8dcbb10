import { useState } from "react";
import { Link } from "react-router";
import { MailCheck } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { IconBadge } from "../components/icon-badge";
import { Button } from "../components/ui/button";
import { FormInput } from "../components/form-input";
import { Spinner } from "../components/ui/spinner";
import { submitted, toastFirstError } from "../lib/form-errors";
import { notifySuccess } from "../lib/notify";
import { useDeferredZodForm } from "../lib/use-deferred-zod-form";
import { useRequestPasswordReset } from "./api";
import { AuthCard } from "../components/auth-card";

const backToLogin = (
  <Link to={pathTo("login")} className="font-semibold text-brand-dark hover:underline">
    Retour à la connexion
  </Link>
);

export function ForgotPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const form = useDeferredZodForm(async () => (await import("../../shared/auth")).forgotPasswordSchema, { defaultValues: { email: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await submitted(form, requestReset.mutateAsync(values)))) return;
    notifySuccess("Email envoyé !", {
      description: "Vérifiez votre boîte mail pour réinitialiser votre mot de passe",
    });
    setSentTo(values.email);
  }, toastFirstError);

  if (sentTo) {
    // docs/product.md#password-reset: confirmation, and 'Renvoyer l'email' returns to the form (the address is kept).
    return (
      <AuthCard title="Mot de passe oublié" footer={backToLogin}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <IconBadge icon={MailCheck} size="lg" tone="bg-peach-light text-brand-dark" />
          <h2 className="text-xl font-semibold">Email envoyé !</h2>
          <p className="text-sm text-muted">
            Si un compte existe pour <strong className="text-ink">{sentTo}</strong>, vous allez recevoir un lien pour choisir un nouveau mot
            de passe. Pensez à regarder dans vos courriers indésirables.
          </p>
        </div>
        <Button variant="outline" size="lg" className="mt-6 w-full" onClick={() => setSentTo(null)}>
          Renvoyer l'email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Mot de passe oublié"
      description="Indiquez l'adresse de votre compte : nous vous envoyons un lien pour en choisir un nouveau."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner className="text-white" /> : null}
          Envoyer le lien
        </Button>
      </form>
    </AuthCard>
  );
}
