import type { Sale } from "../../shared/order";
import type { FulfilmentStatus } from "../../shared/fulfilment-status";
import type { SaleStatus } from "../../shared/order-status";
import type { PaymentMethod } from "../../shared/payment-methods";
import type { sales } from "../db/schema";

export type SaleRow = typeof sales.$inferSelect;

/** A stored sale as the API answers it (fields of docs/product.md#sales). */
export function toSale(row: SaleRow): Sale {
  return {
    id: row.id,
    order_reference: row.order_reference,
    campaign_id: row.campaign_id,
    association_id: row.association_id,
    created_at: row.created_at.toISOString(),
    amount_total: Number(row.amount_total),
    currency: row.currency,
    // The table's CHECK constraint admits these statuses only.
    status: row.status as SaleStatus,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    items: row.items,
    delivery_mode: row.delivery_mode as Sale["delivery_mode"],
    delivery_address: row.delivery_address,
    delivery_postal_code: row.delivery_postal_code,
    delivery_city: row.delivery_city,
    // The table's CHECK constraint admits these statuses only.
    fulfilment_status: row.fulfilment_status as FulfilmentStatus,
    refunded_eur: row.refunded_cents / 100,
    // The table's CHECK constraint admits these methods only.
    payment_method: row.payment_method as PaymentMethod,
  };
}
