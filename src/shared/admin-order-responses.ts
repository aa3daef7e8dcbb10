import { z } from "zod";
import { deliveryModes } from "./checkout-rules";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";
import { paymentMethods } from "./payment-methods";
import { saleLineSchema } from "./sales-responses";

// What the admin routes answer about orders ('Commandes' of the back-office, docs/product.md#orders): the list, an
// order's page with its history and refunds. Amounts in integer cents. The campaigns and the preparation are in
// admin-responses.ts.

const timestamp = z.iso.datetime();

/** A row of 'Commandes'. */
export const adminOrderRowSchema = z
  .object({
    id: z.string(),
    order_reference: z.string(),
    created_at: timestamp,
    campaign_id: z.string(),
    campaign_name: z.string(),
    campaign_slug: z.string(),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    amount_total_cents: z.number().int(),
    refunded_cents: z.number().int(),
    bars_count: z.number().int(),
    status: z.enum(saleStatuses),
    fulfilment_status: z.enum(fulfilmentStatuses),
    delivery_mode: z.enum(deliveryModes),
    delivery_city: z.string().nullable(),
  })
  .meta({ id: "AdminOrderRow" });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** GET /api/admin/orders: one keyset page, newest first. */
export const adminOrdersPageSchema = z.object({ orders: z.array(adminOrderRowSchema), next_cursor: z.string().nullable() });
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** One change of an order (order_events): who (a user, or the provider's event), when, why. */
export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  axis: z.enum(["payment", "fulfilment", "refund", "correction"]),
  from_state: z.string().nullable(),
  to_state: z.string(),
  at: timestamp,
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  payment_event_id: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const refundSchema = z
  .object({
    id: z.string(),
    amount_cents: z.number().int(),
    bars: z.number().int(),
    lines: z.array(z.object({ product_id: z.string(), quantity: z.number().int() })),
    reason: z.string().nullable(),
    status: z.enum(["pending", "succeeded", "failed"]),
    provider: z.string(),
    provider_refund_id: z.string().nullable(),
    created_at: timestamp,
    created_by_email: z.string().nullable(),
  })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof refundSchema>;

/** An order's page: everything about it. */
export const adminOrderSchema = adminOrderRowSchema
  .extend({
    association_id: z.string(),
    items: z.array(saleLineSchema),
    delivery_fee_cents: z.number().int(),
    delivery_address: z.string().nullable(),
    delivery_address_line2: z.string().nullable(),
    delivery_postal_code: z.string().nullable(),
    /** The phone a home delivery's buyer gave for the carrier (erased 3 months after shipping). */
    customer_phone: z.string().nullable(),
    payment_provider: z.string().nullable(),
    payment_method: z.enum(paymentMethods),
    payment_session_id: z.string().nullable(),
    paid_at: timestamp.nullable(),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    refunded_bars: z.number().int(),
    /** What may still be refunded (total less refunds), in cents. */
    refundable_cents: z.number().int(),
  })
  .meta({ id: "AdminOrder" });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/orders/:id */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  history: z.array(orderHistoryEntrySchema),
  refunds: z.array(refundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /api/admin/orders/:id/refunds: the refund, and the order as it now stands. */
export const refundResponseSchema = z.object({ refund: refundSchema, order: adminOrderSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;
