import { useNavigate } from "react-router";
import { Store } from "lucide-react";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { useAssociation } from "./association-context";
import { CampaignCard } from "./campaign-card";
import { useCampaignCards } from "./campaign-cards-api";

export function ShopTab() {
  const navigate = useNavigate();
  const { currentAssociation, loading } = useAssociation();
  const campaigns = useCampaignCards(currentAssociation?.id);

  const pending = loading || (Boolean(currentAssociation) && campaigns.isPending);

  return (
    <section aria-labelledby="shop-title" className="flex flex-col gap-5">
      <h2 id="shop-title" className="text-2xl font-semibold">
        Ma boutique en ligne
      </h2>
      {pending ? (
        <LoadingState className="min-h-48" />
      ) : campaigns.data?.length ? (
        campaigns.data.map((campaign) => <CampaignCard key={campaign.id} campaign={campaign} />)
      ) : (
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-peach text-brand-deeper">
            <Store className="size-7" aria-hidden="true" />
          </span>
          <p className="text-ink">Vous n'avez pas encore créé votre boutique en ligne.</p>
          <Button size="lg" onClick={() => navigate("/campaign/create")}>
            Créer ma boutique maintenant
          </Button>
        </Card>
      )}
    </section>
  );
}
