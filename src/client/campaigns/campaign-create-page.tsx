import { useState } from "react";
import { Link } from "react-router";
import type { Campaign } from "../../shared/campaign";
import { useAssociation } from "../account/association-context";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
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
      <Container className="flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl font-semibold">Association non trouvée</h1>
        <p className="text-muted">Votre compte n'est rattaché à aucune association. Reconnectez-vous ou vérifiez votre compte.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/compte">Mon compte</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/auth/login">Se reconnecter</Link>
          </Button>
        </div>
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
        subtitle={`Six étapes pour ouvrir la boutique de ${currentAssociation.name}.`}
      />
      <CreateForm
        associationId={currentAssociation.id}
        contactEmail={currentAssociation.contact_email}
        onCreated={(campaign) => {
          setCreated(campaign);
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
