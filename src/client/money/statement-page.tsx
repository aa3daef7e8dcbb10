import { FileDown, FileSpreadsheet } from "lucide-react";
import type { CampaignStatement } from "../../shared/statement";
import { CampaignPageActions, CampaignPageData, useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { Button } from "../components/ui/button";
import { PayoutsList } from "./payouts-list";
import { statementFileUrl, useStatement } from "./statement-api";
import { formatStatementDateTime } from "./statement-dates";
import { StatementFigures } from "./statement-figures";
import { hasPaperOrders, StatementPaperOrders } from "./statement-paper-orders";

function StatementFiles({ campaignId }: { campaignId: string }) {
  return (
    <CampaignPageActions>
      <Button asChild variant="outline">
        <a href={statementFileUrl(campaignId, "pdf")} download>
          <FileDown aria-hidden="true" />
          Télécharger le relevé (PDF)
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={statementFileUrl(campaignId, "csv")} download>
          <FileSpreadsheet aria-hidden="true" />
          Exporter les mouvements (CSV)
        </a>
      </Button>
    </CampaignPageActions>
  );
}

function StatementView({ statement }: { statement: CampaignStatement }) {
  return (
    <>
      <StatementFiles campaignId={statement.campaign.id} />
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
  const { campaign } = useCampaignPage();
  const query = useStatement(campaign.id);
  return <CampaignPageData query={query}>{(statement) => <StatementView statement={statement} />}</CampaignPageData>;
}
