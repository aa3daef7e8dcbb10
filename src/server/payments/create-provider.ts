import type { Config } from "../config";
import type { PaymentProvider } from "./provider";
import { createTestProvider } from "./test-provider";

/** Stripe when its keys are set, else the embedded test provider (refused in production by config.ts). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.payments.provider === "stripe") {
    throw new Error("Stripe provider not wired yet");
  }
  return createTestProvider(config.publicUrl);
}
