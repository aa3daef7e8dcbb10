import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignStatement } from "../../shared/statement";
import { api } from "../lib/api";

// GET /api/campaigns/:id/statement: a campaign's 'Relevé' (docs/product.md#statement), for the roles with seeMoney.
// The server sums it from the orders at each call; the page shows a failure itself, with a retry.

export const statementQueryKey = (campaignId: string) => ["campaigns", campaignId, "statement"] as const;

const statementPath = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/statement`;

export function fetchStatement(campaignId: string, signal?: AbortSignal) {
  return api<CampaignStatement>(statementPath(campaignId), { signal });
}

export const statementQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: statementQueryKey(campaignId),
    queryFn: ({ signal }) => fetchStatement(campaignId, signal),
    // Payments, refunds and payouts move the figures: always ask again when the page opens.
    staleTime: 0,
  });

export function useStatement(campaignId: string) {
  return useQuery(statementQueryOptions(campaignId));
}

/** The files beside the statement; plain links carry the session cookie. */
export const statementFileUrl = (campaignId: string, kind: "csv" | "pdf") => `${statementPath(campaignId)}.${kind}`;
