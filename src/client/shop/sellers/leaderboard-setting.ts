import type { PublicCampaign } from "../../../shared/campaign";

/**
 * Whether the campaign page shows its sellers' leaderboard: the association's choice (docs/product.md#sellers). A page
 * rendered from data older than the setting has none, and shows none.
 */
export function leaderboardEnabled(campaign: Pick<PublicCampaign, "leaderboard_enabled">): boolean {
  return (campaign.leaderboard_enabled as boolean | undefined) === true;
}
