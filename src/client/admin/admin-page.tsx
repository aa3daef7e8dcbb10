import { AppPageHeader, Container } from "../components/page";
import { Card } from "../components/ui/card";

/** /admin: campaigns waiting for their meeting (the table comes with the admin issue). */
export function AdminPage() {
  return (
    <Container className="pb-16">
      <AppPageHeader title="Administration - Campagnes en attente" />
      <Card className="p-6">
        <p className="text-muted">La liste des campagnes à valider s'affichera ici.</p>
      </Card>
    </Container>
  );
}
