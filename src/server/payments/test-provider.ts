import type { PaymentProvider } from "./provider";

/**
 * The embedded mode's provider: the payment page is served by this server (/pay/test/:saleId) and its two
 * buttons go through the same transition as a Stripe webhook. Refused in production by config.ts.
 */
export function createTestProvider(publicUrl: string): PaymentProvider {
  const sessionForSale = (saleId: string) => ({ url: `${publicUrl}/pay/test/${saleId}`, sessionId: `test_${saleId}` });
  return {
    name: "test",
    sessionForSale,
    async createSession(request) {
      return sessionForSale(request.saleId);
    },
  };
}
