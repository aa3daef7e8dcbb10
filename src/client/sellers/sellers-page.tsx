import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { SellersOverview } from "../../shared/sellers-responses";
import { LoadFailed } from "../components/load-failed";
import { Container } from "../components/page";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { usePageTitle } from "../lib/use-page-title";
import { AddSellersCard } from "./add-sellers-card";
import { GroupTotals } from "./group-totals";
import { SellerList } from "./seller-list";
import { sellersRefusal, useSellersCampaign, useSellersOverview } from "./sellers-api";
import { SharingCard } from "./sharing-card";
import { useSellersStream } from "./use-sellers-stream";

const refusalMessages = {
  forbidden: "La liste des vendeurs est réservée aux membres de l'association qui en ont la charge.",
  "not-found": "Campagne introuvable",
} as const;

function Header({ campaignId }: { campaignId: string }) {
  const campaign = useSellersCampaign(campaignId).data;
  return (
    <div className="pt-4 pb-6 sm:pt-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Vendeurs</h1>
      {campaign ? (
        <>
          <p className="mt-2 text-lg font-medium break-words text-ink">{campaign.association_name}</p>
          <p className="text-sm break-all text-muted">/c/{campaign.public_slug}</p>
        </>
      ) : null}
      <p className="mt-2 text-muted">
        Chaque vendeur reçoit son lien personnel : les commandes passées par ce lien comptent pour lui, et s'affichent ici dès qu'elles sont
        payées.
      </p>
    </div>
  );
}

function SellersContent({ campaignId, overview }: { campaignId: string; overview: SellersOverview }) {
  const groups = overview.groups.flatMap((group) => (group.group_name ? [group.group_name] : []));
  return (
    <div className="flex flex-col gap-8">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <AddSellersCard campaignId={campaignId} groups={groups} />
        <GroupTotals overview={overview} />
      </div>
      <section aria-labelledby="sellers-title" className="flex flex-col gap-3">
        <h2 id="sellers-title" className="text-xl font-semibold">
          Vendeurs{overview.sellers.length > 0 ? ` (${overview.sellers.length})` : ""}
        </h2>
        <SellerList campaignId={campaignId} sellers={overview.sellers} groups={groups} />
      </section>
      <SharingCard campaignId={campaignId} overview={overview} />
    </div>
  );
}

/**
 * /vendeurs/:campaignId (docs/product.md#sellers): a school's treasurer or teacher, on a phone in the school hall,
 * registers the children who sell, each with a link of their own, then follows who sold what, live.
 */
export function SellersPage() {
  const { campaignId = "" } = useParams();
  const query = useSellersOverview(campaignId);
  useSellersStream(campaignId, query.isSuccess);
  usePageTitle("Vendeurs");

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Chargement des vendeurs..." />;
  } else if (query.isError) {
    const refusal = sellersRefusal(query.error);
    body = refusal ? (
      <Card className="p-6">
        <p className="text-ink">{refusalMessages[refusal]}</p>
      </Card>
    ) : (
      <LoadFailed message="Impossible de charger les vendeurs. Vérifiez votre connexion, puis réessayez." onRetry={query.refetch} />
    );
  } else {
    body = <SellersContent campaignId={campaignId} overview={query.data} />;
  }

  return (
    <Container className="pb-16">
      <Link
        to="/compte?onglet=boutique"
        className="mt-6 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-chocolate underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Ma boutique
      </Link>
      <Header campaignId={campaignId} />
      {body}
    </Container>
  );
}
