import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { DATA_DIR: "data/test-config", AUTH_SECRET: "x".repeat(40) };
const workshopAccount = {
  PAYOUT_DEBTOR_NAME: "Atelier Chocolat SAS",
  PAYOUT_DEBTOR_IBAN: "FR14 2004 1010 0505 0001 3M02 606",
  PAYOUT_DEBTOR_BIC: "psst frpp nte",
};

describe("loadConfig", () => {
  it("defaults to the embedded mode", () => {
    const config = loadConfig({ ...base });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.provider).toBe("simulated");
    expect(config.mail.transport).toBe("outbox");
    expect(config.storage.driver).toBe("local");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, ADMIN_EMAILS: "a@b.fr,pas-un-email" })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ ...base, SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });

  it("refuses simulated payments and a missing secret in production", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: "production", STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" }),
    ).toThrow(/AUTH_SECRET/);
    const stripe = { STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" };
    expect(() => loadConfig({ ...base, NODE_ENV: "production", ...stripe })).toThrow(/PAYOUT_DEBTOR_IBAN/);
    const config = loadConfig({ ...base, NODE_ENV: "production", ...stripe, ...workshopAccount });
    expect(config.payments.provider).toBe("stripe");
    expect(config.seedDemo).toBe(false);
  });

  it("reads the workshop's account payouts leave from, checked, and a made-up one outside production", () => {
    expect(loadConfig({ ...base }).payoutAccount.name).toMatch(/démonstration/);
    expect(loadConfig({ ...base, ...workshopAccount }).payoutAccount).toEqual({
      name: "Atelier Chocolat SAS",
      iban: "FR1420041010050500013M02606",
      bic: "PSSTFRPPNTE",
    });
    expect(() => loadConfig({ ...base, ...workshopAccount, PAYOUT_DEBTOR_IBAN: "FR1420041010050500013M02607" })).toThrow(
      /PAYOUT_DEBTOR_IBAN: must be a valid IBAN/,
    );
    expect(() => loadConfig({ ...base, ...workshopAccount, PAYOUT_DEBTOR_BIC: "PSST" })).toThrow(/PAYOUT_DEBTOR_BIC/);
    expect(() => loadConfig({ ...base, PAYOUT_DEBTOR_NAME: "Atelier" })).toThrow(/go together/);
  });

  it("reads the refund window before a payout, 14 days unless set", () => {
    expect(loadConfig({ ...base }).payoutDelayDays).toBe(14);
    expect(loadConfig({ ...base, PAYOUT_DELAY_DAYS: "0" }).payoutDelayDays).toBe(0);
    expect(() => loadConfig({ ...base, PAYOUT_DELAY_DAYS: "-1" })).toThrow(/PAYOUT_DELAY_DAYS/);
  });

  it("reads the production settings", () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: "postgres://u:p@db:5432/shop",
      SMTP_URL: "smtp://mail:25",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      S3_BUCKET: "images",
      S3_ENDPOINT: "https://s3.example.com",
      ADMIN_EMAILS: "Chef@Exemple.fr, autre@exemple.fr",
      PUBLIC_URL: "https://boutique.example/",
    });
    expect(config.mail.transport).toBe("smtp");
    expect(config.storage.driver).toBe("s3");
    expect(config.adminEmails).toEqual(["chef@exemple.fr", "autre@exemple.fr"]);
    expect(config.publicUrl).toBe("https://boutique.example");
    expect(config.seedDemo).toBe(false);
  });

  it("trusts no proxy unless told which (TRUST_PROXY)", () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 10.0.0.0/8,::1,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    for (const wrong of ["true", "*", "10.0.0.0/33", "proxy.example", "-1", "1.5"]) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it("reads ALLOWED_ORIGINS as origins", () => {
    expect(loadConfig({ ...base, ALLOWED_ORIGINS: "https://www.exemple.fr/, http://localhost:5173" }).allowedOrigins).toEqual([
      "https://www.exemple.fr",
      "http://localhost:5173",
    ]);
    expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: "https://exemple.fr/chemin" })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: "javascript:alert(1)" })).toThrow(/ALLOWED_ORIGINS/);
  });

  it("keeps the dev mailbox and the simulated payment page to the embedded mode", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(loadConfig({ ...base }).devTools).toBe(true);
    expect(loadConfig({ ...base, ...stripe }).devTools).toBe(false);
    expect(loadConfig({ ...base, ...stripe, SMTP_URL: "smtp://mail:25" }).devTools).toBe(false);
    expect(loadConfig({ ...base, ...stripe, ...workshopAccount, NODE_ENV: "production" }).devTools).toBe(false);
    // Real mail with fake payments would be a shop that marks orders paid for free.
    expect(() => loadConfig({ ...base, SMTP_URL: "smtp://mail:25" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("says at start when real services run without NODE_ENV=production", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(loadConfig({ ...base }).warnings).toEqual([]);
    expect(loadConfig({ ...base, ...stripe }).warnings.join()).toMatch(/NODE_ENV=production/);
    expect(loadConfig({ ...base, ...stripe, ...workshopAccount, NODE_ENV: "production" }).warnings).toEqual([]);
  });
});
