import type { AdminOrder, Refund } from "../../shared/admin-order-responses";
import type { FulfilmentStatus } from "../../shared/fulfilment-status";
import type { SaleStatus } from "../../shared/order-status";
import { toCents } from "../../shared/money";
import type { RefundRow } from "./refund-settlement";
import type { SaleRow } from "./serialize";

/** What the back-office shows of an order's campaign: the campaign is named by its association. */
export type AdminOrderCampaign = { association_name: string; public_slug: string };

/** A stored order as the back-office reads it (docs/product.md#back-office): amounts in integer cents. */
export function toAdminOrder(row: SaleRow, campaign: AdminOrderCampaign): AdminOrder {
  const totalCents = toCents(row.amount_total) ?? 0;
  return {
    id: row.id,
    order_reference: row.order_reference,
    created_at: row.created_at.toISOString(),
    campaign_id: row.campaign_id,
    campaign_name: campaign.association_name,
    campaign_slug: campaign.public_slug,
    association_id: row.association_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    amount_total_cents: totalCents,
    delivery_fee_cents: toCents(row.delivery_fee) ?? 0,
    refunded_cents: row.refunded_cents,
    refunded_bars: row.refunded_bars,
    refundable_cents: Math.max(0, totalCents - row.refunded_cents),
    bars_count: row.bars_count,
    // The table's CHECK constraints admit these statuses and modes only.
    status: row.status as SaleStatus,
    fulfilment_status: row.fulfilment_status as FulfilmentStatus,
    delivery_mode: row.delivery_mode as AdminOrder["delivery_mode"],
    delivery_address: row.delivery_address,
    delivery_address_line2: row.delivery_address_line2,
    delivery_postal_code: row.delivery_postal_code,
    customer_phone: row.customer_phone,
    delivery_city: row.delivery_city,
    items: row.items,
    payment_provider: row.payment_provider,
    payment_method: row.payment_method as AdminOrder["payment_method"],
    payment_session_id: row.payment_session_id,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
  };
}

/** A refund as the back-office reads it, with the e-mail of the admin who made it (null: made in the provider). */
export function toRefund(row: RefundRow, createdByEmail: string | null): Refund {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    bars: row.bars,
    lines: row.lines,
    reason: row.reason,
    // The table's CHECK constraint admits these statuses only.
    status: row.status as Refund["status"],
    provider: row.provider,
    provider_refund_id: row.provider_refund_id,
    created_at: row.created_at.toISOString(),
    created_by_email: createdByEmail,
  };
}
