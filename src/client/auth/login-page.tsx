import { Link } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { useSearchParamsOnceAdopted } from "../lib/prerendered-page";
import { AuthCard } from "../components/auth-card";
import { returnPathFrom, withReturnPath } from "./return-path";
import { SignInForm } from "./sign-in-form";

/** /auth/login and /login (the sales page's redirect target) show the same sign-in; `?retour=` is kept for sign-up. */
export function LoginPage() {
  const params = useSearchParamsOnceAdopted();
  return (
    <AuthCard
      title="Connexion"
      description="Accédez à l'espace de votre association."
      footer={
        <>
          Pas encore de compte ?{" "}
          <Link to={withReturnPath(pathTo("register"), returnPathFrom(params))} className="font-semibold text-brand-dark hover:underline">
            Créer un compte
          </Link>
        </>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}
