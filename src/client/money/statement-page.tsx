import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, FileDown, FileSpreadsheet } from "lucide-react";
import type { CampaignStatement } from "../../shared/statement";
import { LoadFailed } from "../components/load-failed";
import { Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { PayoutsList } from "./payouts-list";
import { statementFileUrl, statementRefusal, useStatement } from "./statement-api";
import { formatStatementDateTime } from "./statement-dates";
import { StatementFigures } from "./statement-figures";
import { hasPaperOrders, StatementPaperOrders } from "./statement-paper-orders";

const refusalMessages = {
  forbidden: "Le relevé est réservé aux responsables et aux trésoriers de l'association.",
  "not-found": "Campagne introuvable",
} as const;

function StatementHeader({ statement }: { statement?: CampaignStatement }) {
  return (
    <div className="flex flex-col gap-4 pt-4 pb-6 sm:pt-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-semibold sm:text-4xl">Relevé</h1>
        {statement ? (
          <>
            <p className="mt-2 text-lg font-medium break-words text-ink">{statement.campaign.name}</p>
            <p className="text-sm break-all text-muted">/c/{statement.campaign.slug}</p>
          </>
        ) : null}
      </div>
      {statement ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <a href={statementFileUrl(statement.campaign.id, "pdf")} download>
              <FileDown aria-hidden="true" />
              Télécharger le relevé (PDF)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={statementFileUrl(statement.campaign.id, "csv")} download>
              <FileSpreadsheet aria-hidden="true" />
              Exporter les mouvements (CSV)
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function StatementView({ statement }: { statement: CampaignStatement }) {
  return (
    <>
      <StatementHeader statement={statement} />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-3">
          <StatementFigures statement={statement} />
          {hasPaperOrders(statement) ? <StatementPaperOrders statement={statement} /> : null}
        </div>
        <div className="lg:col-span-2">
          <PayoutsList payouts={statement.payouts} />
        </div>
      </div>
      <p className="mt-6 text-sm text-muted">Calculé le {formatStatementDateTime(statement.computed_at)} à partir de vos commandes.</p>
    </>
  );
}

/** /releve/:campaignId (docs/product.md#statement): what the association earned from a campaign and was paid. */
export function StatementPage() {
  const { campaignId = "" } = useParams();
  const query = useStatement(campaignId);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        <StatementHeader />
        <LoadingState label="Chargement du relevé..." />
      </>
    );
  } else if (query.isError) {
    const refusal = statementRefusal(query.error);
    body = (
      <>
        <StatementHeader />
        {refusal ? (
          <Card className="p-6">
            <p className="text-ink">{refusalMessages[refusal]}</p>
          </Card>
        ) : (
          <LoadFailed message="Impossible de charger le relevé. Vérifiez votre connexion, puis réessayez." onRetry={query.refetch} />
        )}
      </>
    );
  } else {
    body = <StatementView statement={query.data} />;
  }

  return (
    <Container className="pb-16">
      <Link
        to="/compte?onglet=boutique"
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-chocolate underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Ma boutique
      </Link>
      {body}
    </Container>
  );
}
