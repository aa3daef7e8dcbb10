import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { usePendingCampaigns, usePublishedCampaigns, usePublishPendingCampaign, type AdminCampaign } from "./admin-api";
import { PendingCampaignsTable } from "./pending-campaigns-table";
import { PublishedCampaignsTable } from "./published-campaigns-table";
import { TakedownDialog } from "./takedown-dialog";

type ListQuery = { isPending: boolean; isError: boolean; data?: AdminCampaign[]; refetch: () => unknown };

/** Loading, failure and empty states shared by the two lists. */
function CampaignList({ query, empty, children }: { query: ListQuery; empty: string; children: (rows: AdminCampaign[]) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) {
    return (
      <Card className="flex flex-col items-start gap-4 p-6">
        <p className="text-ink">Impossible de charger les campagnes</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </Card>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="text-ink">{empty}</p>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * /admin: campaigns waiting for their call, published by an admin (docs/product.md#admin-area); below them the
 * published campaigns, which an admin may take down with a reason mailed to the association.
 */
export function AdminPage() {
  const pending = usePendingCampaigns();
  const published = usePublishedCampaigns();
  const publish = usePublishPendingCampaign();
  const [takingDown, setTakingDown] = useState<AdminCampaign | null>(null);
  const publishingId = publish.isPending ? publish.variables : undefined;

  const onPublish = (id: string) =>
    publish.mutate(id, {
      onSuccess: () => toast.success("✅ Campagne publiée", { description: "La campagne est maintenant visible publiquement" }),
    });

  return (
    <Container className="pb-16">
      <AppPageHeader
        title="Administration - Campagnes en attente"
        subtitle="Publiez une campagne après le rendez-vous avec l'association."
      />
      <CampaignList query={pending} empty="Aucune campagne en attente de validation">
        {(rows) => <PendingCampaignsTable campaigns={rows} publishingId={publishingId} onPublish={onPublish} />}
      </CampaignList>

      <section aria-labelledby="published-campaigns" className="mt-12 flex flex-col gap-4">
        <h2 id="published-campaigns" className="text-2xl font-semibold">
          Campagnes publiées
        </h2>
        <CampaignList query={published} empty="Aucune campagne publiée">
          {(rows) => (
            <PublishedCampaignsTable campaigns={rows} publishingId={publishingId} onPublish={onPublish} onUnpublish={setTakingDown} />
          )}
        </CampaignList>
      </section>
      <TakedownDialog campaign={takingDown} onClose={() => setTakingDown(null)} />
    </Container>
  );
}
