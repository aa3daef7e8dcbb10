// The orders domain as the other domains see it: an order is created, settled by its payment and read here. The
// files behind it each hold one job; checkout, payments, sales and campaigns import this file (or queries.ts).
export { createPendingOrder } from "./create-order";
export { getOrderStatus, type RecentOutcomes } from "./order-status";
export { adoptPaymentSession, recordPaymentSession } from "./payment-sessions";
export { findSaleByCheckoutKey, saleById, storeOpenedSession } from "./checkout-attempts";
export { createSaleWriter, type SaleWriter } from "./sale-writer";
export { toSale, type SaleRow } from "./serialize";
export { settlePayment, type SettlementContext } from "./settle-payment";
export { netAmountCents, netBars, settledStatuses, withBars } from "./settled-statuses";
export { toAdminOrder, toRefund, type AdminOrderCampaign } from "./admin-order";
export { refundOrder, type ProviderRefundCall, type RefundOutcome } from "./refund-transition";
export { recordProviderRefunds, type ReportedRefund } from "./provider-refunds";
export { advanceFulfilment, type FulfilmentMove, type FulfilmentResult } from "./fulfilment-transition";
export { recordPaperOrder } from "./paper-orders";
export { cancelPaperOrder, correctPaperOrder } from "./paper-order-changes";
export { confirmPaperOrder } from "./paper-order-confirmation";
export { correctBuyerEmail } from "./buyer-email-correction";
export type { PaperOrderCounting } from "./paper-order-ceiling";
export { allPaperOrders, findPaperOrder, listPaperOrders, type PaperOrderReader } from "./paper-order-queries";
