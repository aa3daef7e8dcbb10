import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../app";
import { loadConfig } from "../config";
import { startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { createTestApp } from "../../../tests/support/app";

// The configuration as loadConfig derives it from the environment, on the test database.
const derived = (env: Record<string, string>) => {
  const { devTools, mail, payments, env: nodeEnv } = loadConfig({ DATA_DIR: "data/test-config", AUTH_SECRET: "x".repeat(40), ...env });
  return { devTools, mail, payments, env: nodeEnv };
};
const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function reachable(target: App) {
  const mails = await target.inject({ method: "GET", url: "/api/dev/mails" });
  const page = await target.inject({ method: "GET", url: "/dev/mails" });
  // An unknown order: the simulated payment page, when served, answers with its own French page.
  const payment = await target.inject({ method: "GET", url: "/pay/simulated/00000000-0000-4000-8000-000000000000" });
  return { mails: mails.statusCode, page: page.statusCode, paymentPage: payment.body.includes("Commande introuvable") };
}

describe("the embedded mode's dev mailbox and simulated payment page", () => {
  it("are served in the embedded mode", async () => {
    app = await createTestApp(derived({}));
    expect(await reachable(app)).toEqual({ mails: 200, page: 200, paymentPage: true });
  });

  it("are not served once Stripe and SMTP are configured, even with NODE_ENV unset", async () => {
    // The audit's case; Stripe alone and production derive the same devTools: false (config.test.ts).
    const standIn = await startStripeStandIn();
    try {
      app = await createTestApp(derived({ ...stripe, SMTP_URL: "smtp://127.0.0.1:2525" }), { stripeClient: standIn.client });
      expect(await reachable(app)).toEqual({ mails: 404, page: 404, paymentPage: false });
    } finally {
      await standIn.close();
    }
  });
});
