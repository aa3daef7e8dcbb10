import { z } from "zod";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";
import { paperPaymentMethods } from "./payment-methods";
import { saleLineSchema } from "./sales-responses";
import { sellerNameSchema } from "./sellers-responses";

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
    /** The seller (a child of the campaign) it counts for, and their name as lists show it ('Léa (CM2)'); null for none. */
    seller_id: z.string().nullable(),
    seller_name: z.string().nullable(),
    /** Neither cancelled nor handed over, nor counted in a payout: 'Corriger' is offered. */
    editable: z.boolean(),
    /** The reader may cancel it: 'Annuler la commande' is offered (after a payout counted it: managers only). */
    cancellable: z.boolean(),
    /** It awaits confirmation and the reader may confirm it (managers): 'Confirmer' is offered. */
    confirmable: z.boolean(),
    /** A payout to the association counted it: a cancel is carried by the next payout. */
    paid_out: z.boolean(),
  })
  .meta({ id: "PaperOrder" });
export type PaperOrder = z.infer<typeof paperOrderSchema>;

/** What the paper orders of a campaign add up to (cancelled ones aside), by method: the money the association holds. */
const methodTotalSchema = z.object({ count: z.number().int(), total_eur: z.number() });

/**
 * GET /api/campaigns/:id/paper-orders[?cursor=]: the campaign, what the form prices with, and one page of its paper
 * orders, newest first; `next_cursor` asks for the next page.
 */
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
  /** The reader may confirm the orders awaiting confirmation (managers). */
  may_confirm: z.boolean(),
  /** What counts, by method; and the orders above the ceiling that count nowhere until a manager confirms them. */
  totals: z.object({ cash: methodTotalSchema, cheque: methodTotalSchema, awaiting_confirmation: methodTotalSchema }),
  orders: z.array(paperOrderSchema),
  /** Whom an order may be credited to (the form's 'Vendeur'): the campaign's sellers, with the first page only. */
  sellers: z.array(sellerNameSchema),
  /** The next page's cursor (older orders); null on the last page. */
  next_cursor: z.string().nullable(),
});
export type PaperOrdersPage = z.infer<typeof paperOrdersPageSchema>;

export const PAPER_ORDERS_PAGE_SIZE = 50;

/** GET's query: the cursor of the page to read (the first page without it). */
export const paperOrdersQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** POST: the order, and whether this call recorded it (false: the same key had already). */
export const paperOrderRecordedSchema = z.object({ order: paperOrderSchema, created: z.boolean() });
export type PaperOrderRecorded = z.infer<typeof paperOrderRecordedSchema>;

/** PATCH, cancel and confirm: the order as it now is; `changed` is false for a cancel or a confirmation already made. */
export const paperOrderChangedSchema = z.object({ order: paperOrderSchema, changed: z.boolean() });
export type PaperOrderChanged = z.infer<typeof paperOrderChangedSchema>;
