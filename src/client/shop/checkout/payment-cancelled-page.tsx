import { Link } from "react-router";
import { CircleX } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import { useDocumentTitle } from "../campaign-page/use-document-title";
import { Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** /paiement/annule: a payment given up without a shop to return to (shops use /c/{slug}?paiement=annule). */
export function PaymentCancelledPage() {
  useDocumentTitle("Paiement annulé | Boutique Solidaire");
  return (
    <Container className="max-w-2xl py-12 sm:py-16">
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-10">
        <span className="grid size-16 place-items-center rounded-full bg-peach-light text-brand-deeper">
          <CircleX className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold sm:text-4xl">Paiement annulé</h1>
        <p className="text-ink/90">Aucun montant n'a été débité. Votre panier est conservé dans la boutique où vous l'avez rempli.</p>
        <Button asChild>
          <Link to={pathTo("home")}>Retour à l'accueil</Link>
        </Button>
      </Card>
    </Container>
  );
}
