import { Navigate } from "react-router";
import { useAssociation } from "../account/association-context";
import { AppPageHeader, Container } from "../components/page";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";

const summary = ["Nombre de ventes", "Chiffre d'affaires total", "Articles vendus"] as const;

/** /sales (SPEC.md §2): without a current association, go to /login. The table comes with the sales issue. */
export function SalesPage() {
  const { currentAssociation, loading } = useAssociation();
  if (loading) return <LoadingState />;
  if (!currentAssociation) return <Navigate to="/login" replace />;

  return (
    <Container className="pb-16">
      <AppPageHeader title="Ventes" subtitle="Suivez toutes les ventes de vos campagnes" />
      <div className="grid gap-4 sm:grid-cols-3">
        {summary.map((label) => (
          <Card key={label} className="p-5">
            <p className="text-sm text-muted">{label}</p>
            <p className="mt-1 font-display text-3xl font-semibold text-chocolate">–</p>
          </Card>
        ))}
      </div>
      <Card className="mt-6 p-6">
        <h2 className="text-xl font-semibold">Historique des ventes</h2>
        <p className="mt-6 py-8 text-center text-muted">Aucune vente pour le moment</p>
      </Card>
    </Container>
  );
}
