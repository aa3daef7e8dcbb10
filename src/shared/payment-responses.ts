import { z } from "zod";

/** POST /api/payments/stripe/webhook: the event is taken (applied, or nothing to do); Stripe stops sending it. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
