import { useState } from "react";
import type { Campaign } from "../../shared/campaign";
import { useAssociation } from "../session/association-context";
import { NoAssociation } from "../components/no-association";
import { AppPageHeader, Container } from "../components/page";
import { LoadingState } from "../components/ui/spinner";
import { CreateForm } from "./create/create-form";
import { CreationSuccess } from "./create/creation-success";

/** /campaign/create: the long creation form, then the booking of the call (docs/product.md#creation-form). */
export function CampaignCreatePage() {
  const { currentAssociation, loading } = useAssociation();
  const [created, setCreated] = useState<Campaign | null>(null);

  if (loading) return <LoadingState />;

  if (!currentAssociation) {
    return (
      <Container className="flex min-h-[50vh] max-w-xl flex-col justify-center gap-4 py-16">
        <h1 className="text-3xl font-semibold">Association non trouvée</h1>
        <NoAssociation title={null} />
      </Container>
    );
  }

  if (created) {
    return (
      <Container className="max-w-5xl py-8 pb-16 sm:py-12">
        <CreationSuccess campaign={created} />
      </Container>
    );
  }

  return (
    <Container className="max-w-4xl pb-16">
      <AppPageHeader
        title="Créez votre boutique solidaire"
        subtitle={
          currentAssociation.details_given
            ? `Six étapes pour ouvrir la boutique de ${currentAssociation.name}.`
            : "Six étapes pour ouvrir votre boutique."
        }
      />
      <CreateForm
        association={currentAssociation}
        onCreated={(campaign) => {
          setCreated(campaign);
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
