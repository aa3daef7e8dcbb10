import { queryOptions, useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { api } from "./api";

/**
 * One part of a campaign on the API, GET /api/campaigns/:id/<part>, and its key in the query cache,
 * ["campaigns", id, <part>]: every part sits under the campaign's key, so a change that moves them all (a paper
 * order, a payment) has them read again with one invalidation of ["campaigns", id].
 */
export function campaignPart<Part extends string>(part: Part) {
  return {
    queryKey: (campaignId: string) => ["campaigns", campaignId, part] as const,
    path: (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/${part}`,
  };
}

type CampaignPart = ReturnType<typeof campaignPart>;

/**
 * The read of a part whose figures move while nobody looks (orders paid, handed over, recorded by other members):
 * asked again whenever a page that shows it opens (staleTime 0). The caller adds its own options.
 */
export function campaignPartQuery<T>(part: CampaignPart, campaignId: string) {
  return queryOptions({
    queryKey: part.queryKey(campaignId),
    queryFn: ({ signal }) => api<T>(part.path(campaignId), { signal }),
    staleTime: 0,
  });
}

type CampaignChangeOptions = {
  /** What the change moves: these reads are asked again once the server has answered. */
  reads: QueryKey[];
  /** Read them again after a failure too, not only after a success: the screen never shows what the server didn't store. */
  afterFailureToo?: boolean;
  /** The screen says the failure itself: no toast. */
  silent?: boolean;
};

/** A change to a campaign's part: `send` it, then the reads it moves are read again. */
export function useCampaignChange<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  { reads, afterFailureToo = false, silent = false }: CampaignChangeOptions,
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(reads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: send,
    onSuccess: afterFailureToo ? undefined : refresh,
    onSettled: afterFailureToo ? refresh : undefined,
    meta: silent ? { silent: true } : undefined,
  });
}
