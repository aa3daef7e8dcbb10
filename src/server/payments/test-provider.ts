import type { PaymentProvider } from "./provider";

/**
 * The embedded mode's provider: the payment page is served by this server (/pay/test/:saleId) and its two
 * buttons go through the same transition as a Stripe webhook. Refused in production by config.ts.
 */
export function createTestProvider(): PaymentProvider {
  // A path, not an address: the buyer stays on the host they opened (127.0.0.1, a phone on the local network).
  const sessionForSale = (saleId: string) => ({ url: `/pay/test/${saleId}`, sessionId: `test_${saleId}` });
  return {
    name: "test",
    sessionForSale,
    async createSession(request) {
      return sessionForSale(request.saleId);
    },
  };
}
