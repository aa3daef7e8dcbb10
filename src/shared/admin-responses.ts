import { z } from "zod";
import { campaignStatuses } from "./campaign";
import { campaignSchema } from "./campaign-responses";

const timestamp = z.iso.datetime();

/** A row of the admin lists: the campaign, its contact, its booked call and its publication state. */
export const adminCampaignSchema = z
  .object({
    id: z.string(),
    association_name: z.string(),
    contact_email: z.string().nullable(),
    status: z.enum(campaignStatuses),
    created_at: timestamp,
    public_slug: z.string(),
    booked_call_at: timestamp.nullable(),
    is_published: z.boolean(),
    published_at: timestamp.nullable(),
    /** Set when the team took the page down; the member can't republish it. */
    taken_down_at: timestamp.nullable(),
    takedown_reason: z.string().nullable(),
  })
  .meta({ id: "AdminCampaign" });
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** GET /api/admin/campaigns?status=…: newest first. */
export const adminCampaignsResponseSchema = z.object({ campaigns: z.array(adminCampaignSchema) });
export type AdminCampaignsResponse = z.infer<typeof adminCampaignsResponseSchema>;

/** POST /api/admin/campaigns/:id/unpublish: the page offline, and how many addresses were told why. */
export const adminTakedownResponseSchema = z.object({ campaign: campaignSchema, mailed: z.number().int() });
export type AdminTakedownResponse = z.infer<typeof adminTakedownResponseSchema>;
