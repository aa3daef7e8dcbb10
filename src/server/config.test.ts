import { describe, expect, it } from "vitest";
import type { LegalNoticeDetails } from "../shared/operator";
import { loadConfig } from "./config";

const base = { DATA_DIR: "data/test-config", AUTH_SECRET: "x".repeat(40) };
const workshopAccount = {
  PAYOUT_DEBTOR_NAME: "Atelier Chocolat SAS",
  PAYOUT_DEBTOR_IBAN: "FR14 2004 1010 0505 0001 3M02 606",
  PAYOUT_DEBTOR_BIC: "psst frpp nte",
};
/** The company selling the bars, as an operator would write it (groups of digits, spaces). */
const company = {
  OPERATOR_COMPANY_NAME: "Chocolats du Golfe",
  OPERATOR_LEGAL_FORM: "SARL",
  OPERATOR_SHARE_CAPITAL_EUR: "7 500,50",
  OPERATOR_SIRET: "912 345 683 00011",
  OPERATOR_RCS: "RCS Vannes B 912 345 683",
  OPERATOR_VAT_NUMBER: "fr 89 912345683",
  OPERATOR_ADDRESS: "3 quai des Indes, 56100 Lorient",
  OPERATOR_EMAIL: "contact@chocolats-du-golfe.fr",
  OPERATOR_PHONE: "02 97 12 34 56",
  OPERATOR_PUBLICATION_DIRECTOR: "Yann Le Gall, gérant",
  OPERATOR_HOST: "Hébergeur Exemple SAS, 1 rue des Serveurs, 59100 Roubaix, 03 20 00 00 00",
  OPERATOR_MEDIATOR_NAME: "Médiation Exemple",
  OPERATOR_MEDIATOR_ADDRESS: "3 rue de la Médiation, 35000 Rennes",
  OPERATOR_MEDIATOR_WEBSITE: "https://www.mediation-exemple.fr",
};

/** The variables that would give this company. */
function operatorEnvOf(operator: LegalNoticeDetails) {
  return {
    OPERATOR_COMPANY_NAME: operator.companyName,
    OPERATOR_LEGAL_FORM: operator.legalForm,
    OPERATOR_SHARE_CAPITAL_EUR: String(operator.shareCapitalCents / 100),
    OPERATOR_SIRET: operator.siret,
    OPERATOR_RCS: operator.rcs,
    OPERATOR_VAT_NUMBER: operator.vatNumber,
    OPERATOR_ADDRESS: operator.address,
    OPERATOR_EMAIL: operator.email,
    OPERATOR_PHONE: operator.phone,
    OPERATOR_PUBLICATION_DIRECTOR: operator.publicationDirector,
    OPERATOR_HOST: operator.host,
    OPERATOR_MEDIATOR_NAME: operator.mediatorName,
    OPERATOR_MEDIATOR_ADDRESS: operator.mediatorAddress,
    OPERATOR_MEDIATOR_WEBSITE: operator.mediatorWebsite,
  };
}
const stripe = { STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" };

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
    const config = loadConfig({ ...base, NODE_ENV: "production", ...stripe, ...workshopAccount, ...company });
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

  it("refuses at start a debtor name the SEPA file can't write, and reads the bank details' hold", () => {
    // Accents are spelled out in the file (shared/bank-details-rules.ts); another script would break every file.
    expect(loadConfig({ ...base, ...workshopAccount, PAYOUT_DEBTOR_NAME: "Chocolaterie Léonie & Fils" }).payoutAccount.name).toBe(
      "Chocolaterie Léonie & Fils",
    );
    for (const name of ["Шоколадная фабрика", "Atelier 🍫"]) {
      expect(() => loadConfig({ ...base, ...workshopAccount, PAYOUT_DEBTOR_NAME: name })).toThrow(
        /PAYOUT_DEBTOR_NAME: must be written in Latin letters/,
      );
    }
    expect(loadConfig(base).bankDetailsHoldDays).toBe(7);
    expect(loadConfig({ ...base, BANK_DETAILS_HOLD_DAYS: "0" }).bankDetailsHoldDays).toBe(0);
    expect(() => loadConfig({ ...base, BANK_DETAILS_HOLD_DAYS: "91" })).toThrow(/BANK_DETAILS_HOLD_DAYS/);
  });

  it("requires the seller's details in production, and names each one missing", () => {
    const production = { ...base, NODE_ENV: "production", ...stripe, ...workshopAccount };
    // An empty variable is a missing one.
    const withoutTwo = { ...company, OPERATOR_SIRET: "", OPERATOR_HOST: " " };
    expect(() => loadConfig({ ...production, ...withoutTwo })).toThrow(
      /^Invalid configuration:\nOPERATOR_SIRET: required in production .*\nOPERATOR_HOST: required in production/,
    );
    expect(() => loadConfig(production)).toThrow(/OPERATOR_COMPANY_NAME: required in production/);
    expect(loadConfig({ ...production, ...company }).operator.siret).toBe("91234568300011");
    // The sales terms' consumer mediator is the one the company joined (Code de la consommation L616-1).
    expect(() => loadConfig({ ...production, ...company, OPERATOR_MEDIATOR_NAME: "" })).toThrow(
      /OPERATOR_MEDIATOR_NAME: required in production/,
    );
    expect(() => loadConfig({ ...production, ...company, OPERATOR_MEDIATOR_WEBSITE: "www.mediation-exemple.fr" })).toThrow(
      /OPERATOR_MEDIATOR_WEBSITE: must be the mediator's website/,
    );
    expect(loadConfig({ ...production, ...company }).operator).toMatchObject({
      mediatorName: "Médiation Exemple",
      mediatorWebsite: "https://www.mediation-exemple.fr",
    });
  });

  it("refuses a SIRET, a VAT number or a registration that doesn't hold together, in production as outside", () => {
    const production = { ...base, NODE_ENV: "production", ...stripe, ...workshopAccount, ...company };
    // One digit changed: Luhn's key no longer matches.
    expect(() => loadConfig({ ...production, OPERATOR_SIRET: "91234568300012" })).toThrow(
      /OPERATOR_SIRET: must be a SIRET: 14 digits whose check digit/,
    );
    expect(() => loadConfig({ ...production, OPERATOR_SIRET: "9123456830001" })).toThrow(/OPERATOR_SIRET/);
    expect(() => loadConfig({ ...production, OPERATOR_VAT_NUMBER: "FR88912345683" })).toThrow(
      /OPERATOR_VAT_NUMBER: must be a French VAT number/,
    );
    // Well formed, but another company's.
    expect(() => loadConfig({ ...production, OPERATOR_VAT_NUMBER: "FR65912345675" })).toThrow(
      /OPERATOR_VAT_NUMBER: its SIREN is 912345675, the SIRET's is 912345683/,
    );
    expect(() => loadConfig({ ...production, OPERATOR_RCS: "RCS Vannes 912 345 675" })).toThrow(/OPERATOR_RCS: its SIREN is 912345675/);
    expect(() => loadConfig({ ...production, OPERATOR_RCS: "Vannes 912 345 683" })).toThrow(
      /OPERATOR_RCS: must read 'RCS \{town\} \{SIREN\}'/,
    );
    expect(() => loadConfig({ ...production, OPERATOR_SHARE_CAPITAL_EUR: "dix mille" })).toThrow(/OPERATOR_SHARE_CAPITAL_EUR/);
    expect(() => loadConfig({ ...production, OPERATOR_SHARE_CAPITAL_EUR: "0" })).toThrow(/OPERATOR_SHARE_CAPITAL_EUR/);
    expect(() => loadConfig({ ...production, OPERATOR_EMAIL: "contact" })).toThrow(/OPERATOR_EMAIL/);
    expect(() => loadConfig({ ...base, ...company, OPERATOR_SIRET: "91234568300012" })).toThrow(/OPERATOR_SIRET/);
  });

  it("reads the seller's details as written, and a made-up company outside production", () => {
    expect(loadConfig({ ...base, ...company }).operator).toEqual({
      companyName: "Chocolats du Golfe",
      legalForm: "SARL",
      shareCapitalCents: 750_050,
      siret: "91234568300011",
      rcs: "RCS Vannes B 912 345 683",
      vatNumber: "FR89912345683",
      address: "3 quai des Indes, 56100 Lorient",
      email: "contact@chocolats-du-golfe.fr",
      phone: "02 97 12 34 56",
      publicationDirector: "Yann Le Gall, gérant",
      host: "Hébergeur Exemple SAS, 1 rue des Serveurs, 59100 Roubaix, 03 20 00 00 00",
      mediatorName: "Médiation Exemple",
      mediatorAddress: "3 rue de la Médiation, 35000 Rennes",
      mediatorWebsite: "https://www.mediation-exemple.fr",
    });
    const demo = loadConfig({ ...base }).operator;
    expect(demo.publicationDirector).toMatch(/démonstration/);
    // Made up, but it passes the checks a real one must.
    expect(() => loadConfig({ ...base, ...company, ...operatorEnvOf(demo) })).not.toThrow();
    expect(() => loadConfig({ ...base, OPERATOR_SIRET: company.OPERATOR_SIRET })).toThrow(
      /OPERATOR_COMPANY_NAME: the OPERATOR_\* variables go together/,
    );
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
    expect(loadConfig({ ...base, ...stripe, ...workshopAccount, ...company, NODE_ENV: "production" }).devTools).toBe(false);
    // Real mail with fake payments would be a shop that marks orders paid for free.
    expect(() => loadConfig({ ...base, SMTP_URL: "smtp://mail:25" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("sends the Stripe SDK to STRIPE_API_URL, a stand-in, and says so at start even in production", () => {
    const testKeys = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    const production = { ...base, ...testKeys, ...workshopAccount, ...company, NODE_ENV: "production" };
    expect(loadConfig({ ...base, ...testKeys }).payments).toEqual({ provider: "stripe", secretKey: "sk_test_x", webhookSecret: "whsec_x" });
    const config = loadConfig({ ...production, STRIPE_API_URL: "http://127.0.0.1:16001/" });
    expect(config.payments).toMatchObject({ api: { url: "http://127.0.0.1:16001", protocol: "http", host: "127.0.0.1", port: 16001 } });
    expect(config.warnings.join()).toMatch(/STRIPE_API_URL.*STAND-IN at http:\/\/127\.0\.0\.1:16001, NOT TO STRIPE/);
    expect(loadConfig({ ...base, ...testKeys, STRIPE_API_URL: "https://stripe.test" }).payments).toMatchObject({
      api: { protocol: "https", host: "stripe.test", port: 443 },
    });
    expect(loadConfig({ ...base, ...testKeys, STRIPE_API_URL: "http://[::1]:16001" }).payments).toMatchObject({
      api: { host: "::1", port: 16001 },
    });
    expect(loadConfig({ ...base, ...testKeys, STRIPE_API_URL: " " }).payments).toMatchObject({ api: undefined });
  });

  it("refuses a STRIPE_API_URL that is no stand-in's address, alone, or with a live key", () => {
    const testKeys = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    for (const wrong of ["127.0.0.1:16001", "ftp://127.0.0.1", "http://127.0.0.1:16001/v1", "http://u:p@127.0.0.1", "http://h/?a=1"]) {
      expect(() => loadConfig({ ...base, ...testKeys, STRIPE_API_URL: wrong }), wrong).toThrow(/STRIPE_API_URL: must be an http/);
    }
    expect(() => loadConfig({ ...base, STRIPE_API_URL: "http://127.0.0.1:16001" })).toThrow(/STRIPE_API_URL: goes with STRIPE_SECRET_KEY/);
    // The key is sent in clear in every call's header: a live one never goes to a stand-in.
    for (const live of ["sk_live_x", "rk_live_x"]) {
      expect(() =>
        loadConfig({ ...base, STRIPE_SECRET_KEY: live, STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_URL: "http://127.0.0.1:16001" }),
      ).toThrow(/STRIPE_API_URL: refused with a live STRIPE_SECRET_KEY/);
    }
  });

  it("says at start when real services run without NODE_ENV=production", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(loadConfig({ ...base }).warnings).toEqual([]);
    expect(loadConfig({ ...base, ...stripe }).warnings.join()).toMatch(/NODE_ENV=production/);
    const production = { ...base, ...stripe, ...workshopAccount, ...company, NODE_ENV: "production" };
    expect(loadConfig({ ...production, METRICS_PORT: "9464" }).warnings).toEqual([]);
  });

  it("reads where metrics are served, and says at start when a production shop has none", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    const production = { ...base, ...stripe, ...workshopAccount, ...company, NODE_ENV: "production" };
    expect(loadConfig(production).warnings).toEqual([
      "Metrics are off: set METRICS_PORT (a port of their own, on METRICS_HOST) or METRICS_TOKEN (GET /metrics with Authorization: Bearer) for Prometheus",
    ]);
    expect(loadConfig({ ...base }).metrics).toEqual({ host: "127.0.0.1", port: undefined, token: undefined });
    const token = "t".repeat(32);
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).warnings).toEqual([]);
    expect(loadConfig({ ...base, METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      host: "10.0.0.5",
      port: 9464,
      token: undefined,
    });
    expect(() => loadConfig({ ...base, METRICS_TOKEN: "court" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, METRICS_PORT: "http" })).toThrow(/METRICS_PORT/);
  });

  it("gives a stopping production process a grace, and a development one none", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    const production = { ...base, ...stripe, ...workshopAccount, ...company, NODE_ENV: "production" };
    expect(loadConfig(production).shutdownGraceMs).toBe(3_000);
    expect(loadConfig({ ...base }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: "500" }).shutdownGraceMs).toBe(500);
    expect(() => loadConfig({ ...base, SHUTDOWN_GRACE_MS: "-1" })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(loadConfig({ ...base }).databaseStatementTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: "vite" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(loadConfig({ ...base }).logLevel).toBe("info");
    expect(() => loadConfig({ ...base, LOG_LEVEL: "bavard" })).toThrow(/LOG_LEVEL/);
  });
});
