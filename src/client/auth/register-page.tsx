import { Link, useNavigate } from "react-router";
import { pathTo } from "../../shared/page-paths";
import type { SignUpInput } from "../../shared/auth";
import { Button } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { fieldControlProps, FieldError, fieldMessageId } from "../components/ui/field";
import { FormInput } from "../components/form-input";
import { Spinner } from "../components/ui/spinner";
import { submitted, toastFirstError } from "../lib/form-errors";
import { notifyInfo, notifySuccess } from "../lib/notify";
import { useDeferredZodForm } from "../lib/use-deferred-zod-form";
import { useSearchParamsOnceAdopted } from "../lib/prerendered-page";
import { useSignUp } from "./api";
import { AuthCard } from "../components/auth-card";
import { rememberReturnAfterConfirmation, returnPathFrom, withReturnPath } from "./return-path";
import type { SignInLocationState } from "./sign-in-form";

const linkClass = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";

export function RegisterPage() {
  const navigate = useNavigate();
  const params = useSearchParamsOnceAdopted();
  // Sign-up ends on the sign-in page; a return path (an invitation's page) goes along.
  const returnTo = returnPathFrom(params);
  const loginPath = withReturnPath(pathTo("login"), returnTo);
  const signUp = useSignUp();
  const form = useDeferredZodForm(async () => (await import("../../shared/auth")).signUpSchema, {
    // acceptTerms must become `true`; it starts unchecked.
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", acceptTerms: false as unknown as true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values: SignUpInput) => {
    // 'Un compte existe déjà avec cet email' or the server's message, toasted by the query client.
    if (!(await submitted(form, signUp.mutateAsync(values)))) return;
    rememberReturnAfterConfirmation(returnTo);
    notifySuccess("Inscription réussie !", { description: "Vous pouvez maintenant vous connecter" });
    notifyInfo("Un email de confirmation vous a été envoyé.", {
      description: "Cliquez sur le lien qu'il contient pour activer votre compte.",
    });
    const state: SignInLocationState = { email: values.email, registered: true };
    // Not awaited: the submit ends here, the router handles the navigation from now on.
    void navigate(loginPath, { state });
  }, toastFirstError);

  return (
    <AuthCard
      title="Créer un compte"
      description="Ouvrez gratuitement la boutique solidaire de votre association."
      footer={
        <>
          Déjà un compte ?{" "}
          <Link to={loginPath} className="font-semibold text-brand-dark hover:underline">
            Se connecter
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {/* Decision 034: the name your team and your invitations show. */}
        <FormInput
          form={form}
          name="name"
          label="Votre nom"
          hint="Prénom et nom, tels que votre équipe vous connaît."
          autoComplete="name"
        />
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <FormInput
          form={form}
          name="password"
          label="Mot de passe"
          hint="8 caractères minimum"
          type="password"
          autoComplete="new-password"
        />
        <FormInput form={form} name="confirmPassword" label="Confirmer le mot de passe" type="password" autoComplete="new-password" />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id="acceptTerms"
              className="mt-0.5"
              {...fieldControlProps("acceptTerms", errors.acceptTerms)}
              {...form.register("acceptTerms")}
            />
            <label htmlFor="acceptTerms" className="text-sm leading-snug text-ink">
              J'accepte les{" "}
              <Link to={pathTo("termsOfUse")} target="_blank" rel="noopener" className={linkClass}>
                conditions d'utilisation
              </Link>{" "}
              et la{" "}
              <Link to={pathTo("privacy")} target="_blank" rel="noopener" className={linkClass}>
                politique de confidentialité
              </Link>
            </label>
          </div>
          <FieldError id={fieldMessageId("acceptTerms")} message={errors.acceptTerms?.message} />
        </div>
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner className="text-white" /> : null}
          Créer mon compte
        </Button>
      </form>
    </AuthCard>
  );
}
