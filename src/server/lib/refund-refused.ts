/**
 * A payment provider's definitive "no" to a refund (the payment is already refunded, disputed...), as opposed to a
 * failure to reach it: the refund is then marked failed, whereas after a failure it stays pending for a retry
 * under the same idempotency key. Thrown by the providers (payments/), read by orders/refund-transition.ts.
 */
export class RefundRefusedError extends Error {
  override name = "RefundRefusedError";
}
