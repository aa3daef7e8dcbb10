import type { BuyerMessagesResponse } from "../../shared/buyer-messages";
import { errorCatalogue } from "../../shared/errors";
import { roleCan } from "../../shared/team-rules";
import { useAssociation } from "../session/association-context";
import { CampaignPageData, useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { useBuyerMessages } from "./buyer-messages-api";
import { FreeMessageForm } from "./free-message-form";
import { ReadyMessageSection } from "./ready-message-section";
import { SentMessagesList } from "./sent-messages-list";

function Messages({ data, canHandOver, canWrite }: { data: BuyerMessagesResponse; canHandOver: boolean; canWrite: boolean }) {
  const limitReached = data.pacing.sent_today >= data.pacing.max_per_day;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        {limitReached ? (
          <p role="status" className="rounded-2xl bg-peach-light p-4 text-sm font-medium text-chocolate">
            {errorCatalogue.BUYER_MESSAGES_DAILY_LIMIT.message}
          </p>
        ) : null}
        {canHandOver ? <ReadyMessageSection campaignId={data.campaign.id} recipients={data.recipients.ready} pacing={data.pacing} /> : null}
        {canWrite ? <FreeMessageForm campaignId={data.campaign.id} recipients={data.recipients.free} limitReached={limitReached} /> : null}
      </div>
      <div className="min-w-0">
        <SentMessagesList messages={data.messages} />
      </div>
    </div>
  );
}

/**
 * /messages/:campaignId (docs/product.md#messages-to-buyers): 'Votre commande est prête' for every role that hands
 * bars over, a message of the association's own for those who edit the shop, and the sendings so far.
 */
export function BuyerMessagesPage() {
  const { campaign } = useCampaignPage();
  const query = useBuyerMessages(campaign.id);
  const { role } = useAssociation();
  const canHandOver = role !== null && roleCan(role, "distribute");
  const canWrite = role !== null && roleCan(role, "editShop");
  return (
    <CampaignPageData query={query}>{(data) => <Messages data={data} canHandOver={canHandOver} canWrite={canWrite} />}</CampaignPageData>
  );
}
