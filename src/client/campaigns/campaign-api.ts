import type { DuplicateCampaignRequest } from "../../shared/sellers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignCreate, CampaignDraft } from "../../shared/campaign";
import type {
  CampaignResponse,
  OwnCampaignResponse,
  PublishCampaignResponse,
  SlugAvailabilityResponse,
} from "../../shared/campaign-responses";
import type { UploadedImageResponse } from "../../shared/upload-responses";
import { api, ApiError, FALLBACK_ERROR_MESSAGE, toApiError } from "../lib/api";
import { keptReads, readOrKept } from "../lib/offline-reads";

// The signed-in campaign calls of docs/api.md "Campaigns" and "Uploads".

const enc = encodeURIComponent;

export const ownCampaignQueryKey = (associationId: string) => ["associations", associationId, "campaign"] as const;

export const ownCampaignQueryOptions = (associationId: string) =>
  queryOptions({
    queryKey: ownCampaignQueryKey(associationId),
    queryFn: ({ signal }) =>
      api<OwnCampaignResponse>(`/api/associations/${enc(associationId)}/campaign`, { signal }).then((d) => d.campaign),
    // The form is filled once from it; a refetch must not overwrite what the user is typing.
    staleTime: Infinity,
    meta: { errorMessage: "Erreur lors du chargement des données" },
  });

export function useOwnCampaign(associationId: string | undefined) {
  return useQuery({ ...ownCampaignQueryOptions(associationId ?? ""), enabled: Boolean(associationId) });
}

/** The campaign chosen on 'Ma boutique' (docs/product.md#several-campaigns), read by its id. */
export const campaignQueryKey = (campaignId: string) => ["campaigns", campaignId, "campaign"] as const;

export const campaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignQueryKey(campaignId),
    // Without network, the copy the distribution page kept (docs/product.md#distribution-day-without-network).
    queryFn: ({ signal }) =>
      readOrKept(keptReads.campaign(campaignId), () =>
        api<CampaignResponse>(`/api/campaigns/${enc(campaignId)}`, { signal }).then((d) => d.campaign),
      ),
    // As above: the form is filled once.
    staleTime: Infinity,
    networkMode: "always",
    meta: { errorMessage: "Erreur lors du chargement des données" },
  });

/** The one-pager's campaign: the one chosen when there is one, else the association's newest (or none yet). */
export function useEditedCampaign(associationId: string | undefined, campaignId: string | null) {
  const chosen = useQuery({ ...campaignQueryOptions(campaignId ?? ""), enabled: Boolean(associationId && campaignId) });
  const newest = useOwnCampaign(campaignId ? undefined : associationId);
  return campaignId ? chosen : newest;
}

/** 'Dupliquer': a draft copy of the campaign for the next season, with a new slug. */
export const duplicateCampaign = (campaignId: string, body: DuplicateCampaignRequest = {}) =>
  api<CampaignResponse>(`/api/campaigns/${enc(campaignId)}/duplicate`, { method: "POST", body }).then((d) => d.campaign);

export const createCampaign = (associationId: string, body: CampaignCreate) =>
  api<CampaignResponse>(`/api/associations/${enc(associationId)}/campaigns`, { method: "POST", body }).then((d) => d.campaign);

export const createDraft = (associationId: string, body: CampaignDraft) =>
  api<CampaignResponse>(`/api/associations/${enc(associationId)}/campaigns/draft`, { method: "POST", body }).then((d) => d.campaign);

export const updateCampaign = (campaignId: string, body: CampaignDraft) =>
  api<CampaignResponse>(`/api/campaigns/${enc(campaignId)}`, { method: "PATCH", body }).then((d) => d.campaign);

/** One-pager 'Publier': a page never validated by the team is sent for validation instead (outcome says which). */
export const publishCampaign = (campaignId: string) =>
  api<PublishCampaignResponse>(`/api/campaigns/${enc(campaignId)}/publish`, { method: "POST", body: {} });

export const unpublishCampaign = (campaignId: string) =>
  api<CampaignResponse>(`/api/campaigns/${enc(campaignId)}/unpublish`, { method: "POST", body: {} }).then((d) => d.campaign);

/** Decision 037: the changes kept aside on a validated page go public ('Publier les modifications'). */
export const publishChanges = (campaignId: string) =>
  api<CampaignResponse>(`/api/campaigns/${enc(campaignId)}/publish-changes`, { method: "POST", body: {} }).then((d) => d.campaign);

/** Decision 037: the changes kept aside are dropped; the published page comes back into the form. */
export const discardChanges = (campaignId: string) =>
  api<CampaignResponse>(`/api/campaigns/${enc(campaignId)}/discard-changes`, { method: "POST", body: {} }).then((d) => d.campaign);

export async function checkSlug(slug: string, excludeId: string | undefined, signal?: AbortSignal): Promise<SlugAvailabilityResponse> {
  const query = new URLSearchParams({ slug });
  if (excludeId) query.set("exclude_id", excludeId);
  return api<SlugAvailabilityResponse>(`/api/campaigns/slug-available?${query}`, { signal });
}

export type ImageKind = "campaign-logos" | "campaign-heroes";

/** Multipart upload (docs/api.md "Uploads"): resolves with the stored image's URL, rejects with ApiError. */
export async function uploadCampaignImage(kind: ImageKind, file: File, associationId: string): Promise<string> {
  const form = new FormData();
  form.append("association_id", associationId);
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch(`/api/uploads/${kind}`, { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError("NETWORK", FALLBACK_ERROR_MESSAGE, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return (body as UploadedImageResponse).url;
}
