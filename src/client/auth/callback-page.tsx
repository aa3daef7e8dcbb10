import { useEffect, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { CircleCheck, CircleX } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { errorCatalogue } from "../../shared/errors";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { normalizeCode } from "../lib/error-message";
import { AuthCard } from "../components/auth-card";
import { useAuth } from "../session/auth-context";
import { ResendConfirmation } from "./resend-confirmation";
import { takeReturnAfterConfirmation, withReturnPath } from "./return-path";

/**
 * Return address of the confirmation e-mail (docs/product.md#email-confirmation). A link error is shown even to a
 * signed-in user (a second click on the link says 'Ce lien a déjà été utilisé'); otherwise signed in -> / with a
 * toast, signed out -> the confirmation and a way to sign in.
 */
export function CallbackPage() {
  const [params] = useSearchParams();
  const { user, refreshSession } = useAuth();
  const [checked, setChecked] = useState(false);
  const error = params.get("error");
  // Set by the server once it has verified the address; without it (no token, a made-up one) nothing was confirmed.
  const confirmed = params.get("etat") === "confirme";
  // Where the sign-up that sent this mail was going (an invitation's page), read once.
  const [returnTo] = useState(takeReturnAfterConfirmation);

  // Verification may have just set the session cookie: ask the server again rather than trust the cache.
  useEffect(() => {
    let active = true;
    // Not awaited: an effect cannot be async; a failed refresh resolves (the query client reports it) and ends the wait.
    void refreshSession().finally(() => active && setChecked(true));
    return () => {
      active = false;
    };
  }, [refreshSession]);

  if (!checked) {
    return (
      <AuthCard title="Vérification en cours...">
        <div role="status" className="flex items-center justify-center gap-3 py-4 text-muted">
          <Spinner className="size-6" />
          <span>Nous vérifions votre lien.</span>
        </div>
      </AuthCard>
    );
  }

  if (error && normalizeCode(error) === "TOKEN_ALREADY_USED") {
    // The link worked once: the address is confirmed already.
    return (
      <AuthCard title="Lien de confirmation">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck className="size-12 text-success" aria-hidden="true" />
          <p role="alert" className="font-medium text-ink">
            {errorCatalogue.TOKEN_ALREADY_USED.message}
          </p>
          <p className="text-ink">Votre adresse est déjà confirmée.</p>
          <Button asChild size="lg" className="w-full">
            <Link to={user ? pathTo("account") : withReturnPath(pathTo("login"), returnTo)}>{user ? "Mon compte" : "Se connecter"}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (error || !confirmed) {
    // A bad or expired link, or this page opened without one: say so, and offer a new mail.
    return (
      <AuthCard title="Lien de confirmation">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleX className="size-12 text-danger" aria-hidden="true" />
          <p role="alert" className="font-medium text-ink">
            {error ? errorCatalogue.INVALID_TOKEN.message : "Ce lien de confirmation est incomplet : ouvrez celui de votre e-mail."}
          </p>
          <p className="text-sm text-muted">Votre adresse n'a pas été confirmée. Demandez un nouveau lien :</p>
          <ResendConfirmation email={user?.email} />
          <Button asChild variant="ghost" className="w-full">
            <Link to={pathTo("login")}>Retour à la connexion</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (user) return <ConfirmedSignedIn to={returnTo ?? pathTo("home")} />;

  return (
    <AuthCard title="Email confirmé !">
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <p className="text-ink">Votre adresse est vérifiée. Vous pouvez maintenant vous connecter.</p>
        <Button asChild size="lg" className="w-full">
          <Link to={withReturnPath(pathTo("login"), returnTo)}>Se connecter</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function ConfirmedSignedIn({ to }: { to: string }) {
  useEffect(() => {
    toast.success("Email confirmé !", { description: "Votre adresse est vérifiée.", id: "email-confirmed" });
  }, []);
  return <Navigate to={to} replace />;
}
