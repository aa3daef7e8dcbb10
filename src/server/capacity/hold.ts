// How long a checkout holds its bars (docs/product.md#capacity-and-holds): as long as its payment page can be paid.
// Stripe's Checkout Session lives 31 minutes rounded up to a five-minute step (payments/stripe-provider.ts), so at
// most 36 minutes; the simulated provider's page the same. Past it, the sweeper expires the order and its bars go back.
export const HOLD_LIFETIME_MS = 36 * 60 * 1000;

/** Until when a checkout opened (or a payment page opened again) at `now` holds its bars. */
export const heldUntil = (now = new Date()) => new Date(now.getTime() + HOLD_LIFETIME_MS);
