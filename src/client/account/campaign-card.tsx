import { useState } from "react";
import { Link } from "react-router";
import { ExternalLink, PencilLine, Receipt } from "lucide-react";
import type { CampaignCard as CampaignCardView } from "../../shared/campaign";
import { formatEuroAmount } from "../../shared/format";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { CampaignBookingPanel } from "../campaigns/booking/campaign-booking-panel";
import { SalesDrawer } from "../sales/sales-drawer";

export function CampaignCard({ campaign }: { campaign: CampaignCardView }) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold">{campaign.association_name}</h3>
        {/* docs/product.md#account-page: the badge follows is_published; status is not displayed. */}
        <Badge variant={campaign.is_published ? "success" : "neutral"}>{campaign.is_published ? "Publiée" : "Brouillon"}</Badge>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-peach-light p-4">
          <dt className="text-sm text-muted">Total des ventes</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{formatEuroAmount(campaign.sales_total_eur)}</dd>
        </div>
        <div className="rounded-2xl bg-peach-light p-4">
          <dt className="text-sm text-muted">Tablettes vendues</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate">{campaign.bars_sold}</dd>
        </div>
      </dl>
      {/* Created through /campaign/create, the shop waits for its call with the team (docs/product.md#call-booking). */}
      {campaign.status === "waiting_rdv" && !campaign.is_published ? <CampaignBookingPanel campaignId={campaign.id} /> : null}
      <div className="mt-5 flex flex-col flex-wrap gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={`/campaign/${encodeURIComponent(campaign.public_slug)}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Voir ma boutique
          </a>
        </Button>
        <Button onClick={() => setDrawerOpen(true)}>
          <Receipt aria-hidden="true" />
          Voir le détail des ventes
        </Button>
        <Button asChild variant="ghost">
          <Link to="/onboarding/form">
            <PencilLine aria-hidden="true" />
            Modifier ma page
          </Link>
        </Button>
      </div>
      <SalesDrawer campaign={campaign} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </Card>
  );
}
