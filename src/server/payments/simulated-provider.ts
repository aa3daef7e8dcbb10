import type { PaymentProvider } from "./provider";

/**
 * The embedded mode's simulated payments: no money moves. The payment page is served by this server
 * (/pay/simulated/:saleId) and its two buttons go through the same transition as a Stripe webhook. Refused in
 * production by config.ts.
 */
export function createSimulatedProvider(): PaymentProvider {
  // A path, not an address: the buyer stays on the host they opened (127.0.0.1, a phone on the local network).
  const sessionForSale = (saleId: string) => ({ url: `/pay/simulated/${saleId}`, sessionId: `simulated_${saleId}` });
  return {
    name: "simulated",
    sessionForSale,
    async createSession(request) {
      return sessionForSale(request.saleId);
    },
    // No money moved, so none goes back: the refund is done at once, one per idempotency key.
    async refund(request) {
      return { refundId: `simulated_refund_${request.idempotencyKey}` };
    },
  };
}
