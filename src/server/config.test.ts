import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { DATA_DIR: "data/test-config", AUTH_SECRET: "x".repeat(40) };

describe("loadConfig", () => {
  it("defaults to the embedded mode", () => {
    const config = loadConfig({ ...base });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.provider).toBe("test");
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

  it("refuses test payments and a missing secret in production", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: "production", STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" }),
    ).toThrow(/AUTH_SECRET/);
    const config = loadConfig({ ...base, NODE_ENV: "production", STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" });
    expect(config.payments.provider).toBe("stripe");
    expect(config.seedDemo).toBe(false);
  });

  it("reads the production settings", () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: "postgres://u:p@db:5432/shop",
      SMTP_URL: "smtp://mail:25",
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
});
