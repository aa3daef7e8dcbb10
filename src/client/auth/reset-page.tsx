import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { errorCatalogue } from "../../shared/errors";
import { Button } from "../components/ui/button";
import { FormInput } from "../components/form-input";
import { Spinner } from "../components/ui/spinner";
import { ApiError } from "../lib/api";
import { normalizeCode } from "../lib/error-message";
import { showServerFieldError, toastFirstError } from "../lib/form-errors";
import { notifySuccess } from "../lib/notify";
import { useDeferredZodForm } from "../lib/use-deferred-zod-form";
import { useAdopted } from "../lib/prerendered-page";
import { useResetPassword } from "./api";
import { AuthCard } from "../components/auth-card";

function InvalidLink({ code }: { code: string }) {
  const message = code === "TOKEN_ALREADY_USED" ? errorCatalogue.TOKEN_ALREADY_USED.message : errorCatalogue.INVALID_TOKEN.message;
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-danger">
        {message}
      </p>
      <Button asChild size="lg">
        <Link to={pathTo("forgotPassword")}>Demander un nouveau lien</Link>
      </Button>
    </div>
  );
}

export function ResetPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  // An error learnt when submitting; the link's own (from the e-mail redirect) is in the address.
  const [linkError, setLinkError] = useState<string | null>(null);
  const adopted = useAdopted();
  const resetPassword = useResetPassword();
  const form = useDeferredZodForm(async () => (await import("../../shared/auth")).resetPasswordSchema, {
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({ newPassword: values.password, token: token ?? "" });
    } catch (error) {
      const code = error instanceof ApiError ? normalizeCode(error.code) : "";
      if (code === "INVALID_TOKEN" || code === "TOKEN_ALREADY_USED") setLinkError(code);
      else if (error instanceof ApiError && error.field === "newPassword") {
        form.setError("password", { type: "server", message: error.message });
      } else showServerFieldError(form, error);
      return;
    }
    notifySuccess("Mot de passe modifié !", {
      description: "Vous pouvez maintenant vous connecter avec votre nouveau mot de passe",
    });
    // Not awaited: the submit ends here, the router handles the navigation from now on.
    void navigate(pathTo("login"), { replace: true });
  }, toastFirstError);

  // The page comes prerendered with its form, sent so only to a link with a token and no error (routes.ts): while the
  // app adopts it, that is what it renders.
  const invalid = adopted ? (linkError ?? params.get("error") ?? (token ? null : "INVALID_TOKEN")) : null;

  return (
    <AuthCard
      title="Nouveau mot de passe"
      description={invalid ? undefined : "Choisissez un nouveau mot de passe d'au moins 8 caractères."}
      footer={
        <Link to={pathTo("login")} className="font-semibold text-brand-dark hover:underline">
          Retour à la connexion
        </Link>
      }
    >
      {invalid ? (
        <InvalidLink code={invalid} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormInput form={form} name="password" label="Nouveau mot de passe" type="password" autoComplete="new-password" />
          <FormInput form={form} name="confirmPassword" label="Confirmer le mot de passe" type="password" autoComplete="new-password" />
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner className="text-white" /> : null}
            Mettre à jour le mot de passe
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
