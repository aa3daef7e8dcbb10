import { useQuery } from "@tanstack/react-query";
import type { CampaignStatement } from "../../shared/statement";
import { campaignPart, campaignPartQuery } from "../lib/campaign-part";

// GET /api/campaigns/:id/statement: a campaign's 'Relevé' (docs/product.md#statement), for the roles with seeMoney.
// The server sums it from the orders at each call; the page shows a failure itself, with a retry.

const statement = campaignPart("statement");

/** Payments, refunds and payouts move the figures: asked again whenever the page opens. */
export function useStatement(campaignId: string) {
  return useQuery(campaignPartQuery<CampaignStatement>(statement, campaignId));
}

/** The files beside the statement; plain links carry the session cookie. */
export const statementFileUrl = (campaignId: string, kind: "csv" | "pdf") => `${statement.path(campaignId)}.${kind}`;
