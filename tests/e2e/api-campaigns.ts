import { expect, type APIRequestContext } from "@playwright/test";
import { ADMIN_EMAIL, closeQuietly, firstAssociationId, signedInAccount } from "./api-accounts";

// Campaigns made through the HTTP API (docs/api.md), for journeys that need a shop but don't test its forms.

export type CreatedCampaign = { id: string; public_slug: string };

/** The creation form's fields; each journey names its own association. */
export type CampaignDetails = {
  association_name: string;
  association_description: string;
  campaign_message: string;
  project_goal_eur: number;
  contact_email: string;
  association_address: string;
} & Record<string, unknown>;

/** Creates a campaign in the member's first association ('En attente de RDV'). */
export async function createdCampaign<T extends CreatedCampaign = CreatedCampaign>(
  member: APIRequestContext,
  details: CampaignDetails,
): Promise<T> {
  const created = await member.post(`/api/associations/${await firstAssociationId(member)}/campaigns`, { data: details });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).campaign as T;
}

/** The admin publishes a campaign after the call, as the back-office's 'Publier' does. */
export async function publishedByAdmin<T extends CreatedCampaign>(campaign: T): Promise<T> {
  const admin = await signedInAccount(ADMIN_EMAIL);
  try {
    const published = await admin.post(`/api/admin/campaigns/${campaign.id}/publish`, { data: {} });
    expect(published.status(), await published.text()).toBe(200);
  } finally {
    await closeQuietly(admin);
  }
  return campaign;
}

/** A campaign created by the member and published by the admin: a shop buyers can open. */
export async function publishedCampaign(member: APIRequestContext, details: CampaignDetails): Promise<CreatedCampaign> {
  return publishedByAdmin(await createdCampaign(member, details));
}
