import type { Campaign } from "../../../shared/campaign";

/**
 * Where the one-pager's page stands. The team publishes a page first, after the call; the member may then
 * unpublish and publish it again, unless the team took it down.
 */
export type PublicationState = "unsaved" | "draft" | "waiting_validation" | "published" | "unpublished" | "taken_down";

export function publicationState(
  campaign: Pick<Campaign, "status" | "is_published" | "validated_at" | "taken_down_at"> | null,
): PublicationState {
  if (!campaign) return "unsaved";
  if (campaign.taken_down_at) return "taken_down";
  if (campaign.is_published) return "published";
  if (campaign.validated_at) return "unpublished";
  return campaign.status === "waiting_rdv" ? "waiting_validation" : "draft";
}

/** The end of the save-state line under the form. */
export const publicationNote: Record<PublicationState, string> = {
  unsaved: "",
  draft: "",
  waiting_validation: " · En attente de validation",
  published: " · Page publiée",
  unpublished: " · Page dépubliée",
  taken_down: " · Page dépubliée par notre équipe",
};
