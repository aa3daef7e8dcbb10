import type { PaymentProvider } from "./provider";

/**
 * The embedded mode's provider: the payment page is served by this server (/pay/test/:saleId) and its two
 * buttons go through the same transition as a Stripe webhook. Refused in production by config.ts.
 */
export function createTestProvider(publicUrl: string): PaymentProvider {
  return {
    name: "test",
    async createSession(request) {
      return { url: `${publicUrl}/pay/test/${request.saleId}`, sessionId: `test_${request.saleId}` };
    },
  };
}
