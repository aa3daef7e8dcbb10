import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { pathTo } from "../../shared/page-paths";
import type { Campaign } from "../../shared/campaign";
import { roleCan } from "../../shared/team-rules";
import { useAssociation } from "../session/association-context";
import { NoAssociation } from "../components/no-association";
import { ApiError } from "../lib/api";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { useEditedCampaign } from "./campaign-api";
import { CAMPAIGN_PARAM } from "./campaign-paths";
import { campaignToDraftValues, emptyDraftValues } from "./one-pager/draft-values";
import { OnePagerForm } from "./one-pager/one-pager-form";

/**
 * /onboarding/form: the one-pager questionnaire (docs/product.md#one-pager), on the campaign named by `?campagne=`
 * (docs/product.md#several-campaigns), else the association's newest.
 */
export function OnboardingFormPage() {
  const { currentAssociation, role, loading } = useAssociation();
  const [searchParams] = useSearchParams();
  const campaignId = searchParams.get(CAMPAIGN_PARAM);
  const own = useEditedCampaign(currentAssociation?.id, campaignId);

  if (loading || (currentAssociation && own.isPending)) return <LoadingState />;

  return (
    <Container className="max-w-4xl pb-10">
      {own.data ? (
        <AppPageHeader title="Modifier ma page" subtitle="Votre page de campagne, telle que vos acheteurs la découvrent." />
      ) : (
        <AppPageHeader title="Créer votre One-Pager" subtitle="Une page unique pour présenter votre projet et vendre vos chocolats." />
      )}
      {!currentAssociation ? (
        <NoAssociation />
      ) : !role || !roleCan(role, "editShop") ? (
        <Notice text={EDIT_REFUSED} />
      ) : isNotFound(own.error) || (own.data && own.data.association_id !== currentAssociation.id) ? (
        <Notice text={NOT_THIS_ASSOCIATION} />
      ) : own.isError ? (
        <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <p className="text-ink">Erreur lors du chargement des données</p>
          <Button variant="outline" onClick={() => void own.refetch()}>
            Réessayer
          </Button>
        </Card>
      ) : (
        <LoadedForm
          key={`${currentAssociation.id}:${campaignId ?? ""}`}
          associationId={currentAssociation.id}
          association={currentAssociation}
          campaign={own.data ?? null}
        />
      )}
    </Container>
  );
}

// docs/product.md#several-campaigns: the page a role without editShop, or a campaign of another association, gets.
const EDIT_REFUSED = "Seuls les responsables de l'association modifient la page de la campagne.";
const NOT_THIS_ASSOCIATION = "Cette campagne est introuvable dans l'association sélectionnée.";

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

function Notice({ text }: { text: string }) {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
      <p className="text-ink">{text}</p>
      <Button asChild>
        <Link to={pathTo("account")}>Mon compte</Link>
      </Button>
    </Card>
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
