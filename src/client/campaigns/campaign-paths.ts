import { pathTo } from "../../shared/page-paths";

// docs/product.md#several-campaigns: the one-pager edits the campaign named in its address.

/** The query parameter that names the campaign the one-pager edits. */
export const CAMPAIGN_PARAM = "campagne";

export const onePagerPath = (campaignId: string) => `${pathTo("onePager")}?${CAMPAIGN_PARAM}=${encodeURIComponent(campaignId)}`;
