import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { createTestApp, send, signUpAndSignIn } from "../../../tests/support/app";
import { bankPath, confirmBankDetails, saveBankDetails, saveConfirmedBankDetails } from "../../../tests/support/bank";
import { associationIdOf, nameAssociation, publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import type { App } from "../app";
import { bankAccountEvents, bankAccounts, mailOutbox, payouts } from "../db/schema";

// docs/product.md#bank-details: a change of bank details asks for the password again, waits for an admin's
// confirmation (or BANK_DETAILS_HOLD_DAYS) before it is paid, and never carries a holder the SEPA file can't write.

const HOLD_DAYS = 7;
const DE_IBAN = "DE89370400440532013000";
const schema = readFileSync(new URL("./xsd/pain.001.001.03.xsd", import.meta.url), "utf8");

let app: App;
let admin: string;

beforeAll(async () => {
  // No refund window: an order delivered is payable at once, so that only the bank details decide.
  app = await createTestApp({ adminEmails: ["admin@exemple.fr"], payoutDelayDays: 0, bankDetailsHoldDays: HOLD_DAYS });
  admin = await signUpAndSignIn(app, "admin@exemple.fr");
});
afterAll(async () => app?.close());

const db = () => app.database.db;
const stored = async (associationId: string) =>
  (await db().select().from(bankAccounts).where(eq(bankAccounts.association_id, associationId)))[0];
const history = (associationId: string) =>
  db().select().from(bankAccountEvents).where(eq(bankAccountEvents.association_id, associationId)).orderBy(bankAccountEvents.created_at);
const bankMails = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to_address, to))).filter((m) => m.subject.startsWith("Coordonnées bancaires"));
const generate = (campaignIds: string[], key: string) =>
  send(app, "POST", "/api/admin/payout-batches", {
    cookie: admin,
    body: { campaign_ids: campaignIds, execution_date: "2026-12-01", idempotency_key: key },
  });
const dueRow = async (campaignId: string) =>
  (await send(app, "GET", "/api/admin/payouts/due?limit=100", { cookie: admin }))
    .json()
    .campaigns.find((c: { campaign_id: string }) => c.campaign_id === campaignId);

/** An association with a published campaign and one order delivered: payable as soon as the bank details are. */
async function payableAssociation(prefix: string) {
  const { member, associationId, campaign } = await publishedCampaign(app, {
    memberEmail: `${prefix}@exemple.fr`,
    adminCookie: admin,
    form: { association_name: `Association ${prefix}` },
  });
  await nameAssociation(app, { cookie: member, associationId, name: `Association ${prefix}`, fullName: "Anne Le Bihan" });
  await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }], { name: "Anne" });
  await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
  return { member, associationId, campaign, email: `${prefix}@exemple.fr` };
}

describe("the password asked again", () => {
  it("refuses a change without the password, and writes nothing", async () => {
    const { member, associationId, email } = await payableAssociation("sans-mdp");
    const response = await send(app, "PUT", bankPath(associationId), {
      cookie: member,
      body: { account_holder: "Club", iban: DE_IBAN, bic: "DEUTDEFF" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      field: "password",
      message: "Saisissez votre mot de passe pour confirmer ce changement.",
    });
    expect(await stored(associationId)).toBeUndefined();
    expect(await history(associationId)).toEqual([]);
    expect(await bankMails(email)).toEqual([]);
  });

  it("refuses a wrong password in French on the password field: nothing written, no mail, the old details kept", async () => {
    const { member, associationId, email } = await payableAssociation("mauvais-mdp");
    await saveBankDetails(app, { cookie: member, associationId });
    const before = await stored(associationId);
    const mailsBefore = (await bankMails(email)).length;

    const response = await saveBankDetails(app, {
      cookie: member,
      associationId,
      details: { iban: DE_IBAN, bic: "DEUTDEFF" },
      password: "pas-le-bon",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "WRONG_PASSWORD",
      field: "password",
      message: "Mot de passe incorrect : saisissez celui avec lequel vous vous connectez.",
    });
    expect(await stored(associationId)).toEqual(before);
    expect(await history(associationId)).toHaveLength(1);
    expect(await bankMails(email)).toHaveLength(mailsBefore);
  });

  it("stops guessing the password with a session after 5 wrong tries, even the right one, for that account only", async () => {
    const limited = await createTestApp({
      rateLimits: {
        authMax: 1000,
        checkoutMax: 1000,
        windowMs: 60_000,
        accounts: { ...app.config.rateLimits.accounts, passwordChecks: { max: 5, windowMs: 15 * 60_000 } },
      },
    });
    try {
      const thief = await signUpAndSignIn(limited, "vole@exemple.fr");
      const associationId = await associationIdOf(limited, thief);
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await saveBankDetails(limited, { cookie: thief, associationId, password: `essai-${i}` })).statusCode);
      }
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
      expect((await saveBankDetails(limited, { cookie: thief, associationId })).statusCode).toBe(429);
      expect((await limited.database.db.select().from(bankAccounts)).length).toBe(0);

      const owner = await signUpAndSignIn(limited, "proprietaire@exemple.fr");
      const own = await associationIdOf(limited, owner);
      expect((await saveBankDetails(limited, { cookie: owner, associationId: own })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("a holder the transfer file can't write", () => {
  it.each([
    ["Cyrillic", "Школа № 5", "« Ш », « к », « о », « л », « а »"],
    ["Greek", "Σύλλογος Αθηνών", "« Σ », « ύ », « λ », « ο », « γ »"],
    ["emoji", "Club de foot ⚽", "« ⚽ »"],
  ])("is refused in %s with the French message at the field, before anything is written", async (script, holder, named) => {
    const { member, associationId } = await payableAssociation(`titulaire-${script.toLowerCase()}`);
    const response = await saveBankDetails(app, { cookie: member, associationId, details: { account_holder: holder } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "VALIDATION",
      field: "account_holder",
      message: `Écrivez le titulaire en lettres latines, comme sur votre RIB : un virement bancaire ne peut pas contenir ${named}.`,
    });
    expect(await stored(associationId)).toBeUndefined();
  });

  it("refuses a batch with a holder stored before the rule, naming the association; the others' file validates", async () => {
    const good = await payableAssociation("ancien-bon");
    const old = await payableAssociation("ancien-cyrillique");
    await saveConfirmedBankDetails(app, { cookie: good.member, adminCookie: admin, associationId: good.associationId });
    await saveConfirmedBankDetails(app, { cookie: old.member, adminCookie: admin, associationId: old.associationId });
    // Saved before the character rule existed.
    await db().update(bankAccounts).set({ account_holder: "Школа 12" }).where(eq(bankAccounts.association_id, old.associationId));

    expect((await dueRow(old.campaign.id)).bank_account.holder_fits_sepa).toBe(false);
    const refused = await generate([good.campaign.id, old.campaign.id], "cle-ancien-nom-1");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "BANK_HOLDER_NOT_SEPA" });
    expect(refused.json().message).toContain("Association ancien-cyrillique");
    expect(await db().select().from(payouts).where(eq(payouts.association_id, good.associationId))).toEqual([]);

    const made = await generate([good.campaign.id], "cle-ancien-nom-2");
    expect(made.statusCode).toBe(201);
    const file = await send(app, "GET", `/api/admin/payout-batches/${made.json().id}/sepa.xml`, { cookie: admin });
    expect(file.statusCode).toBe(200);
    const validation = await validateXML({ xml: [{ fileName: "virements.xml", contents: file.body }], schema: [schema] });
    expect(validation.errors).toEqual([]);

    // A payout recorded before the rule with such a name: the file says which to cancel instead of answering 500.
    await db().update(payouts).set({ creditor_name: "Школа 12" }).where(eq(payouts.batch_id, made.json().id));
    const broken = await send(app, "GET", `/api/admin/payout-batches/${made.json().id}/sepa.xml`, { cookie: admin });
    expect(broken.statusCode).toBe(409);
    expect(broken.json().code).toBe("BANK_HOLDER_NOT_SEPA");
    expect(broken.json().message).toContain("Association ancien-bon");
  });
});

describe("new details held until an admin confirms them", () => {
  it("holds a changed IBAN from the batch until an admin confirms it, then pays it once, a double click counting once", async () => {
    const { member, associationId, campaign } = await payableAssociation("change-iban");
    await saveConfirmedBankDetails(app, { cookie: member, adminCookie: admin, associationId });

    const changed = await saveBankDetails(app, { cookie: member, associationId, details: { iban: DE_IBAN, bic: "DEUTDEFF" } });
    expect(changed.statusCode).toBe(200);
    const { updated_at, held_until } = changed.json().bank_account;
    expect(new Date(held_until).getTime() - new Date(updated_at).getTime()).toBe(HOLD_DAYS * 24 * 3600 * 1000);
    // The members' card says so too.
    expect((await send(app, "GET", bankPath(associationId), { cookie: member })).json().bank_account.held_until).toBe(held_until);

    const row = await dueRow(campaign.id);
    expect(row.bank_account).toMatchObject({ iban_masked: "DE89 •••• •••• •••• ••30 00", updated_at, held_until });
    const held = await generate([campaign.id], "cle-change-1");
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe("BANK_DETAILS_HELD");
    expect(held.json().message).toContain("Association change-iban");
    expect(await db().select().from(payouts).where(eq(payouts.association_id, associationId))).toEqual([]);

    const [a, b] = await Promise.all([
      confirmBankDetails(app, { adminCookie: admin, associationId, updatedAt: updated_at }),
      confirmBankDetails(app, { adminCookie: admin, associationId, updatedAt: updated_at }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().confirmed_at).toBe(b.json().confirmed_at);
    const confirmations = (await history(associationId)).filter((e) => e.kind === "confirmed");
    // One for the first details, one for the new ones: the double click counted once.
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]).toMatchObject({ iban: DE_IBAN, actor_user_id: expect.any(String) });
    expect((await dueRow(campaign.id)).bank_account.held_until).toBeNull();

    const paid = await generate([campaign.id], "cle-change-2");
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payouts).toEqual([expect.objectContaining({ creditor_iban_masked: "DE89 •••• •••• •••• ••30 00" })]);
    expect((await generate([campaign.id], "cle-change-3")).json().code).toBe("NOTHING_TO_PAY");
  });

  it("holds first details too, and lets them be paid once the hold has passed with no confirmation", async () => {
    const { member, associationId, campaign } = await payableAssociation("premiere-saisie");
    await saveBankDetails(app, { cookie: member, associationId });
    expect((await generate([campaign.id], "cle-premiere-1")).json().code).toBe("BANK_DETAILS_HELD");

    await db()
      .update(bankAccounts)
      .set({ updated_at: sql`now() - make_interval(days => ${HOLD_DAYS}, secs => 1)` })
      .where(eq(bankAccounts.association_id, associationId));
    expect((await send(app, "GET", bankPath(associationId), { cookie: member })).json().bank_account.held_until).toBeNull();
    expect((await generate([campaign.id], "cle-premiere-2")).statusCode).toBe(201);
  });

  it("refuses to confirm details that changed since the admin read them", async () => {
    const { member, associationId } = await payableAssociation("change-entre-temps");
    const first = (await saveBankDetails(app, { cookie: member, associationId })).json().bank_account;
    await saveBankDetails(app, { cookie: member, associationId, details: { iban: DE_IBAN, bic: "DEUTDEFF" } });

    const response = await confirmBankDetails(app, { adminCookie: admin, associationId, updatedAt: first.updated_at });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("BANK_DETAILS_CHANGED");
    expect((await stored(associationId)).confirmed_at).toBeNull();
  });

  it("is an admin's decision: the association's own manager can't confirm its details", async () => {
    const { member, associationId } = await payableAssociation("auto-confirmation");
    const { updated_at } = (await saveBankDetails(app, { cookie: member, associationId })).json().bank_account;
    expect((await confirmBankDetails(app, { adminCookie: member, associationId, updatedAt: updated_at })).statusCode).toBe(403);
    expect((await stored(associationId)).confirmed_at).toBeNull();
  });
});
