import { Link, useNavigate } from "react-router";
import { Plus, Store } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { roleCan } from "../../shared/team-rules";
import { IconBadge } from "../components/icon-badge";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { useAssociation } from "../session/association-context";
import { CampaignCard } from "./campaign-card";
import { useCampaignCards } from "../campaigns/campaign-cards-api";
import { NoAssociation } from "../components/no-association";

/** 'Ma boutique' (docs/product.md#account-page): every campaign of the current association, newest first. */
export function ShopTab() {
  const navigate = useNavigate();
  const { currentAssociation, role, loading } = useAssociation();
  const campaigns = useCampaignCards(currentAssociation?.id);
  const canEdit = role !== null && roleCan(role, "editShop");

  const pending = loading || (Boolean(currentAssociation) && campaigns.isPending);

  return (
    <section aria-labelledby="shop-title" className="flex flex-col gap-5">
      <h2 id="shop-title" className="text-2xl font-semibold">
        Ma boutique en ligne
      </h2>
      {pending ? (
        <LoadingState className="min-h-48" />
      ) : !currentAssociation ? (
        <NoAssociation />
      ) : campaigns.isError ? (
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          <p className="text-ink">Impossible de charger vos campagnes. Vérifiez votre connexion, puis réessayez.</p>
          <Button variant="outline" onClick={() => void campaigns.refetch()}>
            Réessayer
          </Button>
        </Card>
      ) : currentAssociation && campaigns.data?.length ? (
        <>
          {campaigns.data.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} associationId={currentAssociation.id} canEdit={canEdit} />
          ))}
          {canEdit ? (
            <Button asChild variant="outline" className="self-start">
              <Link to={pathTo("campaignCreate")}>
                <Plus aria-hidden="true" />
                Créer une nouvelle campagne
              </Link>
            </Button>
          ) : null}
        </>
      ) : (
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          <IconBadge icon={Store} size="lg" tone="bg-peach text-brand-deeper" />
          {canEdit ? (
            <>
              <p className="text-ink">Vous n'avez pas encore créé votre boutique en ligne.</p>
              <Button size="lg" onClick={() => void navigate(pathTo("campaignCreate"))}>
                Créer ma boutique maintenant
              </Button>
            </>
          ) : (
            <p className="text-ink">Votre association n'a pas encore de boutique en ligne.</p>
          )}
        </Card>
      )}
    </section>
  );
}
