import { toast } from "sonner";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { usePendingCampaigns, usePublishPendingCampaign } from "./admin-api";
import { PendingCampaignsTable } from "./pending-campaigns-table";

/** /admin: campaigns waiting for their call, published by an admin (SPEC.md §2 "Admin", §4, §8). */
export function AdminPage() {
  const campaigns = usePendingCampaigns();
  const publish = usePublishPendingCampaign();

  const onPublish = (id: string) =>
    publish.mutate(id, {
      onSuccess: () => toast.success("✅ Campagne publiée", { description: "La campagne est maintenant visible publiquement" }),
    });

  return (
    <Container className="pb-16">
      <AppPageHeader title="Administration - Campagnes en attente" subtitle="Publiez une campagne après le rendez-vous avec l'association." />
      {campaigns.isPending ? (
        <LoadingState />
      ) : campaigns.isError ? (
        <Card className="flex flex-col items-start gap-4 p-6">
          <p className="text-ink">Impossible de charger les campagnes</p>
          <Button variant="outline" onClick={() => void campaigns.refetch()}>
            Réessayer
          </Button>
        </Card>
      ) : campaigns.data.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-ink">Aucune campagne en attente de validation</p>
        </Card>
      ) : (
        <PendingCampaignsTable
          campaigns={campaigns.data}
          publishingId={publish.isPending ? publish.variables : undefined}
          onPublish={onPublish}
        />
      )}
    </Container>
  );
}
