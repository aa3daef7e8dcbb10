import type { DeliveryMode } from "./checkout-rules";
import type { FulfilmentStatus } from "./fulfilment-status";
import type { SaleStatus } from "./order-status";
import type { PaymentMethod } from "./payment-methods";

/** One line of an order, as priced by the server at checkout (a snapshot: later catalogue changes don't alter it). */
export type SaleLine = {
  product_id: string;
  name: string;
  description?: string;
  unit_price_eur: string;
  quantity: number;
  /**
   * The line's VAT rate when it was sold, in hundredths of a percent (550 is 5,5 %; shared/vat.ts), null for a
   * donation: a receipt printed later shows the VAT charged then, whatever the rates have become.
   */
  vat_rate?: number | null;
};

/** A line given back by a refund: which product, how many bars. */
export type RefundedLine = { product_id: string; quantity: number };

/** A sale (an order) as the drawer and the sales page read it (fields of docs/product.md#sales). */
export type Sale = {
  id: string;
  order_reference: string;
  campaign_id: string;
  association_id: string;
  created_at: string;
  amount_total: number;
  currency: string;
  status: SaleStatus;
  customer_name: string | null;
  customer_email: string | null;
  items: SaleLine[];
  delivery_mode: DeliveryMode;
  delivery_address: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
  /** docs/product.md#fulfilment: the order's second axis. */
  fulfilment_status: FulfilmentStatus;
  /** What was given back to the buyer (docs/product.md#refunds); 0 for most orders. */
  refunded_eur: number;
  /** docs/product.md#paper-orders: 'card' through the provider, 'cash' or 'cheque' recorded by the association. */
  payment_method: PaymentMethod;
  /** The seller the buyer ordered for, 'Léa (CM2)' (docs/product.md#sellers); null for none. Sales lists only. */
  seller_name?: string | null;
};

/** What the thank-you page shows of an order after the payment page sends the donor back. */
export type OrderStatus = Pick<
  Sale,
  "order_reference" | "status" | "amount_total" | "campaign_id" | "fulfilment_status" | "delivery_mode"
> & {
  campaign_slug: string;
  association_name: string;
  /** The bars of the order: 0 for a donation alone, thanked as a donation (docs/product.md#donation). */
  bars_count: number;
  /** The donation line's amount in euros, 0 without one. */
  donation_eur: number;
  /** A paid pick-up order's QR code (docs/product.md#handing-over), as SVG text; null for any other order. */
  hand_over_qr_svg: string | null;
};
