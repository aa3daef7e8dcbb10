import type { PublicSeller } from "../../../shared/sellers-responses";
import { api, ApiError } from "../../lib/api";

// GET /api/campaigns/by-slug/:slug/sellers/:code: a seller's first name, group and progress (docs/product.md#sellers).
// The campaign page loads this module with its first script: types only from shared, no zod.

/** The seller of this link, or null when the campaign has no such seller (a mistyped or deleted link). */
export async function fetchPublicSeller(slug: string, code: string, signal?: AbortSignal): Promise<PublicSeller | null> {
  try {
    return await api<PublicSeller>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}/sellers/${encodeURIComponent(code)}`, { signal });
  } catch (error) {
    // An unknown seller is an answer; a campaign gone offline (or a preview) says nothing about the seller.
    if (error instanceof ApiError && error.status === 404 && error.code !== "CAMPAIGN_NOT_FOUND") return null;
    throw error;
  }
}
