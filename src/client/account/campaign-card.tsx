import { useId, useState } from "react";
import { Link } from "react-router";
import { ExternalLink, FileText, Mail, NotebookPen, PackageCheck, PencilLine, Receipt, Users } from "lucide-react";
import type { CampaignCard as CampaignCardView } from "../../shared/campaign";
import { ASSOCIATION_PART_NOTE } from "../../shared/statement-rules";
import { formatEuroAmount } from "../../shared/format";
import { pathTo } from "../../shared/page-paths";
import { roleCan } from "../../shared/team-rules";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { CampaignBookingPanel } from "../campaigns/booking/campaign-booking-panel";
import { onePagerPath } from "../campaigns/campaign-paths";
import { SalesDrawer } from "../sales/sales-drawer";
import { formatParisDate } from "../../shared/paris-time";
import { useAssociation } from "../session/association-context";
import { DuplicateDialog } from "./duplicate-dialog";

type CampaignCardProps = {
  campaign: CampaignCardView;
  associationId: string;
  /** The reader's role may edit the shop: 'Modifier ma page' and 'Dupliquer' (docs/product.md#roles). */
  canEdit: boolean;
};

export function CampaignCard({ campaign, associationId, canEdit }: CampaignCardProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();
  const addressId = useId();
  // 'Relevé' is for the roles that see the money (docs/product.md#statement); the server refuses the others anyway.
  const { role } = useAssociation();
  const canSeeMoney = role !== null && roleCan(role, "seeMoney");
  // 'Distribution' for the roles that hand bars over (docs/product.md#distribution-list).
  const canDistribute = role !== null && roleCan(role, "distribute");
  // docs/product.md#messages-to-buyers: every role that hands bars over tells buyers their order is ready, once a shop
  // has been open (a draft has no buyer).
  const canTellBuyers = role !== null && roleCan(role, "distribute") && (campaign.is_published || campaign.bars_sold > 0);
  // 'Commandes papier' (docs/product.md#paper-orders): the roles that hand bars over record cash and cheque orders, on a
  // campaign the team has validated (a draft never took an order).
  const canRecordPaperOrders = role !== null && roleCan(role, "distribute") && campaign.status === "published";
  // The campaign's own pages, each for the roles above.
  const pageLinks: {
    page: "statement" | "buyerMessages" | "distribution" | "sellers" | "paperOrders";
    icon: typeof FileText;
    label: string;
    shown: boolean;
  }[] = [
    { page: "statement", icon: FileText, label: "Relevé", shown: canSeeMoney },
    { page: "buyerMessages", icon: Mail, label: "Prévenir les acheteurs", shown: canTellBuyers },
    { page: "distribution", icon: PackageCheck, label: "Distribution", shown: canDistribute },
    // 'Vendeurs' (docs/product.md#sellers): the children who sell are registered by those who hand the bars over.
    { page: "sellers", icon: Users, label: "Vendeurs", shown: canDistribute },
    { page: "paperOrders", icon: NotebookPen, label: "Commandes papier", shown: canRecordPaperOrders },
  ];

  return (
    // Named by its title and address, so that two seasons of one association read apart to a screen reader too.
    <Card role="group" aria-labelledby={`${titleId} ${addressId}`} className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl font-semibold break-words">
            {campaign.association_name}
          </h3>
          {/* Two seasons of one association share a name: the date and the address tell them apart. */}
          <p id={addressId} className="mt-1 text-sm break-all text-muted">
            Créée le {formatParisDate(campaign.created_at)} · /c/{campaign.public_slug}
          </p>
        </div>
        {/* docs/product.md#account-page: the badge follows is_published; status is not displayed. */}
        <Badge variant={campaign.is_published ? "success" : "neutral"}>{campaign.is_published ? "Publiée" : "Brouillon"}</Badge>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-2xl bg-peach-light p-4">
          <dt className="text-sm text-muted">Total des ventes</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{formatEuroAmount(campaign.sales_total_eur)}</dd>
        </div>
        {/* Decision 040: what the association receives, beside what the buyers paid (delivery included). */}
        <div className="rounded-2xl bg-peach-light p-4">
          <dt className="text-sm text-muted">Pour l'association</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{formatEuroAmount(campaign.association_eur)}</dd>
          <dd className="mt-1 text-xs text-muted">{ASSOCIATION_PART_NOTE}</dd>
        </div>
        <div className="rounded-2xl bg-peach-light p-4">
          <dt className="text-sm text-muted">Tablettes vendues</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{campaign.bars_sold}</dd>
        </div>
      </dl>
      {/* Created through /campaign/create, the shop waits for its call with the team (docs/product.md#call-booking). */}
      {campaign.status === "waiting_rdv" && !campaign.is_published && canEdit ? <CampaignBookingPanel campaignId={campaign.id} /> : null}
      <div className="mt-5 flex flex-col flex-wrap gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={pathTo("campaignAlias", { slug: campaign.public_slug })} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Voir ma boutique
          </a>
        </Button>
        <Button onClick={() => setDrawerOpen(true)}>
          <Receipt aria-hidden="true" />
          Voir le détail des ventes
        </Button>
        {pageLinks.map(({ page, icon: Icon, label, shown }) =>
          shown ? (
            <Button key={page} asChild variant="outline">
              <Link to={pathTo(page, { campaignId: campaign.id })}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ) : null,
        )}
        {canEdit ? (
          <>
            <Button asChild variant="ghost">
              <Link to={onePagerPath(campaign.id)}>
                <PencilLine aria-hidden="true" />
                Modifier ma page
              </Link>
            </Button>
            <DuplicateDialog campaign={campaign} associationId={associationId} />
          </>
        ) : null}
      </div>
      <SalesDrawer campaign={campaign} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </Card>
  );
}
