import { useState } from "react";
import { Link } from "react-router";
import type { Campaign } from "../../shared/campaign";
import { useAssociation } from "../account/association-context";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { useOwnCampaign } from "./campaign-api";
import { campaignToDraftValues, emptyDraftValues } from "./one-pager/draft-values";
import { OnePagerForm } from "./one-pager/one-pager-form";

/** /onboarding/form: the one-pager questionnaire (docs/product.md#one-pager). */
export function OnboardingFormPage() {
  const { currentAssociation, loading } = useAssociation();
  const own = useOwnCampaign(currentAssociation?.id);

  if (loading || (currentAssociation && own.isPending)) return <LoadingState />;

  return (
    <Container className="max-w-4xl pb-10">
      <AppPageHeader title="Créer votre One-Pager" subtitle="Une page unique pour présenter votre projet et vendre vos chocolats." />
      {!currentAssociation ? (
        <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <p className="text-ink">Aucune association sélectionnée</p>
          <Button asChild>
            <Link to="/compte">Mon compte</Link>
          </Button>
        </Card>
      ) : own.isError ? (
        <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <p className="text-ink">Erreur lors du chargement des données</p>
          <Button variant="outline" onClick={() => void own.refetch()}>
            Réessayer
          </Button>
        </Card>
      ) : (
        <LoadedForm
          key={currentAssociation.id}
          associationId={currentAssociation.id}
          association={currentAssociation}
          campaign={own.data ?? null}
        />
      )}
    </Container>
  );
}

type LoadedFormProps = {
  associationId: string;
  association: { name: string; contact_email: string | null };
  campaign: Campaign | null;
};

function LoadedForm({ associationId, association, campaign }: LoadedFormProps) {
  // Computed once: later saves update the query cache, which must not refill the form under the user.
  const [initialValues] = useState(() => (campaign ? campaignToDraftValues(campaign) : emptyDraftValues(association)));
  const [initialCampaign] = useState(campaign);
  return <OnePagerForm associationId={associationId} initialCampaign={initialCampaign} initialValues={initialValues} />;
}
