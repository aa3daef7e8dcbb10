import { Link } from "react-router";
import { AuthCard } from "./auth-card";
import { SignInForm } from "./sign-in-form";

/** /auth/login and /login (the sales page's redirect target) show the same sign-in. */
export function LoginPage() {
  return (
    <AuthCard
      title="Connexion"
      description="Accédez à l'espace de votre association."
      footer={
        <>
          Pas encore de compte ?{" "}
          <Link to="/auth/register" className="font-semibold text-brand-dark hover:underline">
            Créer un compte
          </Link>
        </>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}
