import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignStatement } from "../../shared/statement";
import { api, ApiError } from "../lib/api";

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

/** Why a statement can't be read, when it is an answer rather than a failure. */
export function statementRefusal(error: unknown): "forbidden" | "not-found" | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return "forbidden";
  // An address whose id is no campaign id at all is refused by the route's schema (400).
  if (error.status === 404 || error.status === 400) return "not-found";
  return null;
}
