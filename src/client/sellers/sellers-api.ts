import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AddSellersRequest, LeaderboardSetting, UpdateSellerRequest } from "../../shared/sellers";
import type { AddSellersResponse, Seller, SellersOverview } from "../../shared/sellers-responses";
import { campaignQueryKey } from "../campaigns/campaign-api";
import { api } from "../lib/api";
import { campaignPart, campaignPartQuery, useCampaignChange } from "../lib/campaign-part";

// 'Vendeurs' (docs/product.md#sellers): a campaign's sellers with their totals, and adding, changing and removing them.
// Every change reads the overview again once the server has answered, so the screen never shows what it didn't store.

const sellers = campaignPart("sellers");
export const sellersQueryKey = sellers.queryKey;

const enc = encodeURIComponent;
const sellerUrl = (campaignId: string, sellerId: string) => `${sellers.path(campaignId)}/${enc(sellerId)}`;

export const sellersQueryOptions = (campaignId: string) =>
  queryOptions({
    // Sales come in and other members add sellers meanwhile: asked again whenever the page opens.
    ...campaignPartQuery<SellersOverview>(sellers, campaignId),
    // The page says a failed read itself, with 'Réessayer'.
    meta: { silent: true },
  });

export function useSellersOverview(campaignId: string) {
  return useQuery(sellersQueryOptions(campaignId));
}

/** The documents and images beside the list; plain links carry the sign-in cookie. */
export const sellerQrUrl = (campaignId: string, sellerId: string) => `${sellerUrl(campaignId, sellerId)}/qr.svg`;
export const sellerFlyersUrl = (campaignId: string) => `${sellers.path(campaignId)}/flyers.pdf`;
export const campaignPosterUrl = (campaignId: string) => `/api/campaigns/${enc(campaignId)}/poster.pdf`;

// A failed change is toasted with the server's French message by the query client; the forms also put a message
// that names a field under that field. Whatever the answer, the overview is read again.
const sellersChanged = (campaignId: string) => ({ reads: [sellersQueryKey(campaignId)], afterFailureToo: true });

export function useAddSellers(campaignId: string) {
  return useCampaignChange(
    (request: AddSellersRequest) => api<AddSellersResponse>(sellers.path(campaignId), { method: "POST", body: request }),
    sellersChanged(campaignId),
  );
}

export function useUpdateSeller(campaignId: string) {
  return useCampaignChange(
    ({ sellerId, update }: { sellerId: string; update: UpdateSellerRequest }) =>
      api<{ seller: Seller }>(sellerUrl(campaignId, sellerId), { method: "PATCH", body: update }),
    sellersChanged(campaignId),
  );
}

export function useDeleteSeller(campaignId: string) {
  return useCampaignChange(
    (sellerId: string) => api<null>(sellerUrl(campaignId, sellerId), { method: "DELETE" }),
    sellersChanged(campaignId),
  );
}

/** The campaign page's leaderboard; the campaign read by the one-pager carries the setting too. */
export function useLeaderboardSetting(campaignId: string) {
  return useCampaignChange(
    (setting: LeaderboardSetting) =>
      api<LeaderboardSetting>(`/api/campaigns/${enc(campaignId)}/leaderboard`, { method: "PUT", body: setting }),
    { reads: [sellersQueryKey(campaignId), campaignQueryKey(campaignId)], afterFailureToo: true },
  );
}
