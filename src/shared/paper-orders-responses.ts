import { z } from "zod";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";
import { paperPaymentMethods } from "./payment-methods";
import { saleLineSchema } from "./sales-responses";

// The answers of 'Commandes hors ligne' (docs/product.md#paper-orders).

/** A paper order as the page lists it. The buyer's e-mail only for the roles that see contact details. */
export const paperOrderSchema = z
  .object({
    id: z.string(),
    order_reference: z.string(),
    created_at: z.iso.datetime(),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    /** Whether the buyer's address was confirmed by its owner (no mail before); null without an address or for a volunteer. */
    email_confirmed: z.boolean().nullable(),
    items: z.array(saleLineSchema),
    bars_count: z.number().int(),
    donation_eur: z.number(),
    amount_total: z.number(),
    payment_method: z.enum(paperPaymentMethods),
    cheque_number: z.string().nullable(),
    status: z.enum(saleStatuses),
    fulfilment_status: z.enum(fulfilmentStatuses),
    note: z.string().nullable(),
    recorded_by_name: z.string().nullable(),
    /** Neither cancelled nor handed over: 'Corriger' and 'Annuler la commande' are offered. */
    editable: z.boolean(),
  })
  .meta({ id: "PaperOrder" });
export type PaperOrder = z.infer<typeof paperOrderSchema>;

/** What the paper orders of a campaign add up to (cancelled ones aside), by method: the money the association holds. */
const methodTotalSchema = z.object({ count: z.number().int(), total_eur: z.number() });

/** GET /api/campaigns/:id/paper-orders: the campaign, what the form prices with, and its paper orders, newest first. */
export const paperOrdersPageSchema = z.object({
  campaign: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    is_published: z.boolean(),
    /** The campaign's own bar price, replacing the catalogue's; null when it has none. */
    bar_price_eur: z.number().nullable(),
  }),
  /** The reader may see and change buyers' e-mails (seeMoney). */
  sees_contacts: z.boolean(),
  totals: z.object({ cash: methodTotalSchema, cheque: methodTotalSchema }),
  orders: z.array(paperOrderSchema),
  /** More paper orders exist than the page lists (the newest PAPER_ORDERS_LISTED). */
  truncated: z.boolean(),
});
export type PaperOrdersPage = z.infer<typeof paperOrdersPageSchema>;

export const PAPER_ORDERS_LISTED = 200;

/** POST: the order, and whether this call recorded it (false: the same key had already). */
export const paperOrderRecordedSchema = z.object({ order: paperOrderSchema, created: z.boolean() });
export type PaperOrderRecorded = z.infer<typeof paperOrderRecordedSchema>;

/** PATCH and cancel: the order as it now is; `changed` is false for a cancel already made. */
export const paperOrderChangedSchema = z.object({ order: paperOrderSchema, changed: z.boolean() });
export type PaperOrderChanged = z.infer<typeof paperOrderChangedSchema>;
