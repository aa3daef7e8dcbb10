import type { Leaderboard } from "../../../shared/sellers-responses";
import { api } from "../../lib/api";

// GET /api/campaigns/by-slug/:slug/leaderboard: the best sellers and groups (docs/product.md#sellers).

export async function fetchLeaderboard(slug: string, signal?: AbortSignal): Promise<Leaderboard> {
  return api<Leaderboard>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}/leaderboard`, { signal });
}
