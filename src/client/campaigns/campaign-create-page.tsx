import { Link } from "react-router";
import { useAssociation } from "../account/association-context";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";

const sections = [
  "Informations sur l'association",
  "Identité visuelle",
  "Message de la campagne",
  "Contact",
  "Réseaux sociaux (optionnel)",
  "Référencement (optionnel)",
];

/** /campaign/create: the creation form (its fields come with the campaign issue). */
export function CampaignCreatePage() {
  const { currentAssociation, loading } = useAssociation();
  if (loading) return <LoadingState />;

  if (!currentAssociation) {
    return (
      <Container className="flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl font-semibold">Association non trouvée</h1>
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

  return (
    <Container className="max-w-4xl pb-16">
      <AppPageHeader title="Créez votre boutique solidaire" subtitle={`Pour ${currentAssociation.name}, en six étapes.`} />
      <ol className="grid gap-3 sm:grid-cols-2">
        {sections.map((section, index) => (
          <li key={section}>
            <Card className="flex items-center gap-4 p-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-dark font-semibold text-white">{index + 1}</span>
              <span className="font-medium text-chocolate">{section}</span>
            </Card>
          </li>
        ))}
      </ol>
    </Container>
  );
}
