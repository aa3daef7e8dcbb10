import type { SellersOverview } from "../../shared/sellers-responses";
import { CampaignPageData, useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { AddSellersCard } from "./add-sellers-card";
import { GroupTotals } from "./group-totals";
import { SellerList } from "./seller-list";
import { useSellersOverview } from "./sellers-api";
import { SharingCard } from "./sharing-card";
import { useSellersStream } from "./use-sellers-stream";
import { LiveNote } from "../components/live-note";

function SellersContent({ campaignId, overview }: { campaignId: string; overview: SellersOverview }) {
  const groups = overview.groups.flatMap((group) => (group.group_name ? [group.group_name] : []));
  return (
    <div className="flex flex-col gap-8">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <AddSellersCard campaignId={campaignId} groups={groups} />
        <GroupTotals overview={overview} />
      </div>
      <section aria-labelledby="sellers-title" className="flex flex-col gap-3">
        <h2 id="sellers-title" className="text-xl font-semibold">
          Vendeurs{overview.sellers.length > 0 ? ` (${overview.sellers.length})` : ""}
        </h2>
        <SellerList campaignId={campaignId} sellers={overview.sellers} groups={groups} />
      </section>
      <SharingCard campaignId={campaignId} overview={overview} />
    </div>
  );
}

/**
 * /vendeurs/:campaignId (docs/product.md#sellers): a school's treasurer or teacher, on a phone in the school hall,
 * registers the children who sell, each with a link of their own, then follows who sold what, live.
 */
export function SellersPage() {
  const { campaign } = useCampaignPage();
  const query = useSellersOverview(campaign.id);
  const liveNote = useSellersStream(campaign.id, query.isSuccess);
  return (
    <CampaignPageData query={query}>
      {(overview) => (
        <>
          <LiveNote text={liveNote} className="mb-3" />
          <SellersContent campaignId={campaign.id} overview={overview} />
        </>
      )}
    </CampaignPageData>
  );
}
