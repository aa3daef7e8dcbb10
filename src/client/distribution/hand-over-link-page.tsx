import { Link, Navigate, useParams } from "react-router";
import { normalizeReference } from "../../shared/distribution-rules";
import { pathTo } from "../../shared/page-paths";
import { AuthCard } from "../components/auth-card";
import { LoadFailedAlert } from "../components/load-failed";
import { useAuth } from "../session/auth-context";
import { withReturnPath } from "../auth/return-path";
import { Button } from "../components/ui/button";
import { LoadingState } from "../components/ui/spinner";
import { ApiError } from "../lib/api";
import { usePageTitle } from "../lib/use-page-title";
import { useOrderCampaign } from "./distribution-api";

// /remise/:reference, what a pick-up order's QR code opens (docs/product.md#handing-over). A member who hands bars
// over for the order's association lands on the campaign's hand-over, the order open to confirm; anyone else signs in
// first, or reads what the code is for. Nothing of the order is shown here: a buyer who scans their own code sees
// only its reference, which they already have.

export function HandOverLinkPage() {
  const { reference: raw = "" } = useParams();
  const reference = normalizeReference(raw);
  const { user, loading } = useAuth();
  usePageTitle("Remise d'une commande");
  const found = useOrderCampaign(user && reference ? reference : null);

  if (loading) return <LoadingState />;
  if (!reference) return <Unknown />;
  if (!user) {
    return (
      <AuthCard title="Remise d'une commande" description={`Commande ${reference}`}>
        <div className="flex flex-col gap-4">
          <p className="text-ink">
            Ce code sert à retirer la commande le jour de la distribution : présentez-le à un membre de l'association.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to={withReturnPath(pathTo("login"), pathTo("handOverLink", { reference }))}>Se connecter pour remettre la commande</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (found.isPending) return <LoadingState label="Recherche de la commande..." />;
  if (found.isError) {
    if (found.error instanceof ApiError && found.error.status >= 400 && found.error.status < 500) return <Unknown />;
    return (
      <AuthCard title="Remise d'une commande" description={`Commande ${reference}`}>
        <div className="flex flex-col items-start gap-4">
          <LoadFailedAlert message="Impossible de retrouver la commande. Vérifiez votre connexion, puis réessayez." read={found} />
        </div>
      </AuthCard>
    );
  }
  return (
    <Navigate to={`${pathTo("distribution", { campaignId: found.data.campaign_id })}?remise=${encodeURIComponent(reference)}`} replace />
  );
}

function Unknown() {
  return (
    <AuthCard title="Commande introuvable">
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-ink">
          Cette commande n'appartient à aucune campagne de vos associations.
        </p>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={`${pathTo("account")}?onglet=boutique`}>Ma boutique</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
