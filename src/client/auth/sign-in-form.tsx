import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { Button } from "../components/ui/button";
import { FormInput } from "../components/form-input";
import { Spinner } from "../components/ui/spinner";
import { submitted, toastFirstError } from "../lib/form-errors";
import { notifySuccess } from "../lib/notify";
import { useAdopted } from "../lib/prerendered-page";
import { useDeferredZodForm } from "../lib/use-deferred-zod-form";
import { useSignIn } from "./api";
import { returnPathFrom } from "./return-path";

export type SignInLocationState = { email?: string; registered?: boolean } | null;

export function SignInForm() {
  const navigate = useNavigate();
  const state = useLocation().state as SignInLocationState;
  // The notice after sign-up comes with the history entry, which a reload keeps, and the prerendered page was built
  // without it: drawn while the app adopts the page, it would not match the markup, React would draw the form anew and
  // a password typed before the app arrived would be lost. It comes a render later.
  const registered = useAdopted() && state?.registered === true;
  const [params] = useSearchParams();
  const returnTo = returnPathFrom(params);
  const signIn = useSignIn();
  const form = useDeferredZodForm(async () => (await import("../../shared/auth")).signInSchema, {
    defaultValues: { email: state?.email ?? "", password: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // 'Email ou mot de passe incorrect' / 'Email non vérifié' come from the query client's toast.
    if (!(await submitted(form, signIn.mutateAsync(values)))) return;
    notifySuccess("Connexion réussie !");
    // Not awaited: the submit ends here, the router handles the navigation from now on.
    void navigate(returnTo ?? pathTo("home"), { replace: true });
  }, toastFirstError);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {registered ? (
        <p role="status" className="rounded-xl bg-peach-light p-3 text-sm text-chocolate">
          Un email de confirmation vous a été envoyé. Cliquez sur le lien qu'il contient, puis connectez-vous.
        </p>
      ) : null}
      <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <FormInput form={form} name="password" label="Mot de passe" type="password" autoComplete="current-password" />
      <div className="-mt-1 text-right">
        <Link to={pathTo("forgotPassword")} className="text-sm font-medium text-brand-dark hover:underline">
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Spinner className="text-white" /> : null}
        Se connecter
      </Button>
    </form>
  );
}
