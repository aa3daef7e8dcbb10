import type Stripe from "stripe";
import type { Config } from "../config";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createSimulatedProvider } from "./simulated-provider";

export type PaymentProviderOptions = {
  /** A preconfigured Stripe client (tests point it at a local stand-in); production builds one from the key. */
  stripeClient?: Stripe;
};

/** Stripe when its keys are set, else the embedded simulated provider (refused in production by config.ts). */
export function createPaymentProvider(config: Config, options: PaymentProviderOptions = {}): PaymentProvider {
  if (config.payments.provider === "stripe") {
    return createStripeProvider({ secretKey: config.payments.secretKey, api: config.payments.api, client: options.stripeClient });
  }
  return createSimulatedProvider();
}
