import { Link } from "react-router";
import { useAssociation } from "../account/association-context";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";

/** /onboarding/form: the one-pager questionnaire (the form itself comes with the campaign issue). */
export function OnboardingFormPage() {
  const { currentAssociation, loading } = useAssociation();
  if (loading) return <LoadingState />;
  return (
    <Container className="max-w-4xl pb-16">
      <AppPageHeader title="Créer votre One-Pager" subtitle="Une page unique pour présenter votre projet et vendre vos chocolats." />
      <Card className="p-6 sm:p-8">
        {currentAssociation ? (
          <p className="text-ink">
            Le questionnaire de <strong>{currentAssociation.name}</strong> arrive très bientôt. En attendant, vous pouvez
            créer votre boutique avec le formulaire complet.
          </p>
        ) : (
          <p className="text-ink">Aucune association sélectionnée</p>
        )}
        <Button asChild className="mt-5">
          <Link to="/campaign/create">Créer ma boutique</Link>
        </Button>
      </Card>
    </Container>
  );
}
