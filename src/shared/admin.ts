import { z } from "zod";
import { campaignStatuses } from "./campaign";
import { deliveryModes } from "./checkout-rules";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";

// The admin area's requests (docs/product.md#back-office), read by the admin routes and the client alike.

const day = z.iso.date({ error: "Date invalide (AAAA-MM-JJ)" });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} caractères` })
    .optional();

/** GET /api/admin/orders and /api/admin/orders.csv: every filter is optional; `q` looks in reference, name, e-mail. */
export const adminOrdersQuerySchema = z.object({
  campaign_id: z.uuid({ error: "Campagne introuvable" }).optional(),
  payment_status: z.enum(saleStatuses, { error: "Statut de paiement inconnu" }).optional(),
  fulfilment_status: z.enum(fulfilmentStatuses, { error: "Statut de préparation inconnu" }).optional(),
  delivery_mode: z.enum(deliveryModes, { error: "Mode de livraison inconnu" }).optional(),
  /** Paris days, both included. */
  from: day.optional(),
  to: day.optional(),
  q: optionalText(120),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** GET /api/admin/campaigns/overview: every campaign, searchable by name or slug, by status. */
export const adminCampaignsOverviewQuerySchema = z.object({
  q: optionalText(120),
  status: z.enum(campaignStatuses, { error: "Statut inconnu" }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminCampaignsOverviewQuery = z.infer<typeof adminCampaignsOverviewQuerySchema>;

/** GET /api/admin/preparation/parcels: the home deliveries or the campaigns' pick-up parcels, a page at a time. */
export const preparationParcelsQuerySchema = z.object({
  kind: z.enum(["home", "campaign"], { error: "Type de colis inconnu" }),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PreparationParcelsQuery = z.infer<typeof preparationParcelsQuerySchema>;

const refundReason = z.string().trim().max(300, { error: "Maximum 300 caractères" }).optional();
/** Made once per opening of the refund dialog: a double click or a retry sends the same key and refunds once. */
const idempotencyKey = z.string().min(8).max(100);

/** POST /api/admin/orders/:id/refunds: the whole order, some lines, or an amount (docs/product.md#refunds). */
export const refundRequestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("full"), reason: refundReason, idempotency_key: idempotencyKey }),
  z.object({
    kind: z.literal("lines"),
    lines: z
      .array(z.object({ product_id: z.string().min(1), quantity: z.number().int().min(1, { error: "Au moins 1 tablette" }) }))
      .min(1, { error: "Choisissez au moins une ligne" }),
    reason: refundReason,
    idempotency_key: idempotencyKey,
  }),
  z.object({
    kind: z.literal("amount"),
    amount_eur: z
      .number({ error: "Montant invalide" })
      .positive({ error: "Le montant doit être supérieur à 0" })
      .multipleOf(0.01, { error: "Deux décimales au maximum" }),
    reason: refundReason,
    idempotency_key: idempotencyKey,
  }),
]);
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /api/admin/orders/ship: several home deliveries marked shipped at once, each with its tracking. */
export const shipOrdersSchema = z.object({
  parcels: z
    .array(
      z.object({
        sale_id: z.uuid(),
        carrier: z.string().trim().min(1, { error: "Le transporteur est requis" }).max(60, { error: "Maximum 60 caractères" }),
        tracking_number: z.string().trim().min(1, { error: "Le numéro de suivi est requis" }).max(60, { error: "Maximum 60 caractères" }),
      }),
    )
    .min(1, { error: "Choisissez au moins un colis" })
    .max(500),
});
export type ShipOrders = z.infer<typeof shipOrdersSchema>;
