import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankAccounts, mailOutbox } from "../db/schema";
import { appForFile, PASSWORD, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationWithTeam } from "../../../tests/support/team";
import { BIC_INVALID_MESSAGE, IBAN_INVALID_MESSAGE } from "../../shared/bank-details";
import { readBankAccount } from "./bank-account-service";

// docs/product.md#bank-details: managers and treasurers save and read the association's bank details, the IBAN
// always masked; every member is told of each change by mail.

const FR_IBAN = "FR7630006000011234567890189";
const FR_MASKED = "FR76 •••• •••• •••• •••• •••0 189";
const DE_IBAN = "DE89370400440532013000";
const valid = { account_holder: "Association Les Tilleuls", iban: "fr76 3000 6000 0112 3456 7890 189", bic: "agrifrpp" };

const bankPath = (associationId: string) => `/api/associations/${associationId}/bank-account`;
const read = (associationId: string, cookie: string) => send(app, "GET", bankPath(associationId), { cookie });
// The form sends the member's password with the details (bank-account-safeguards.test.ts tests it).
const save = (associationId: string, cookie: string, body: object) =>
  send(app, "PUT", bankPath(associationId), { cookie, body: { password: PASSWORD, ...body } });
const storedRow = async (associationId: string) =>
  (await app.database.db.select().from(bankAccounts).where(eq(bankAccounts.association_id, associationId)))[0];
const mailsAbout = async (associationName: string) =>
  (await app.database.db.select().from(mailOutbox)).filter(
    (m) => m.subject.startsWith("Coordonnées bancaires") && m.text_body.includes(`« ${associationName} »`),
  );

/** An association with a named manager, a treasurer and a volunteer. */
async function team(prefix: string) {
  const { manager, associationId, associationName, treasurer, volunteer } = await associationWithTeam(app, prefix);
  return { manager, associationId, associationName, treasurer: treasurer.cookie, volunteer: volunteer.cookie };
}

const app = await appForFile();

describe("saving the bank details", () => {
  it("stores the electronic format and answers with the IBAN masked", async () => {
    const t = await team("enregistre");
    expect((await read(t.associationId, t.manager)).json()).toEqual({ bank_account: null });

    const saved = await save(t.associationId, t.manager, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      bank_account: {
        account_holder: "Association Les Tilleuls",
        iban_masked: FR_MASKED,
        bic: "AGRIFRPP",
        updated_at: expect.any(String),
        updated_by_name: "Anne Le Bihan",
        // New details wait for an admin's confirmation, at most 7 days (bank-account-safeguards.test.ts).
        held_until: expect.any(String),
      },
    });
    expect(saved.body).not.toContain("30006000011234567890");
    expect(await storedRow(t.associationId)).toMatchObject({ account_holder: "Association Les Tilleuls", iban: FR_IBAN, bic: "AGRIFRPP" });
    expect(await readBankAccount(app.database.db, t.associationId)).toEqual({
      account_holder: "Association Les Tilleuls",
      iban: FR_IBAN,
      bic: "AGRIFRPP",
    });
  });

  it("refuses an invalid IBAN or BIC in French and stores nothing", async () => {
    const t = await team("invalide");
    const badIban = await save(t.associationId, t.manager, { ...valid, iban: "FR77 3000 6000 0112 3456 7890 189" });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json()).toMatchObject({ code: "VALIDATION", message: IBAN_INVALID_MESSAGE, field: "iban" });
    const badBic = await save(t.associationId, t.manager, { ...valid, bic: "AGRIFRP" });
    expect(badBic.json()).toMatchObject({ code: "VALIDATION", message: BIC_INVALID_MESSAGE, field: "bic" });

    expect(await storedRow(t.associationId)).toBeUndefined();
    expect(await readBankAccount(app.database.db, t.associationId)).toBeNull();
    expect(await mailsAbout(t.associationName)).toEqual([]);
  });

  it("is refused to volunteers and to other associations' members, who read nothing either", async () => {
    const t = await team("refus");
    await save(t.associationId, t.manager, valid);
    const stranger = await signUpAndSignIn(app, "refus-autre@exemple.fr");

    for (const cookie of [t.volunteer, stranger]) {
      const put = await save(t.associationId, cookie, { ...valid, iban: DE_IBAN });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toMatchObject({ code: "FORBIDDEN" });
      const get = await read(t.associationId, cookie);
      expect(get.statusCode).toBe(403);
      expect(get.body).not.toContain("FR76");
    }
    expect((await storedRow(t.associationId))?.iban).toBe(FR_IBAN);
  });
});

describe("the change mail", () => {
  it("tells every member, whatever the role, who changed what and when, with the IBAN masked", async () => {
    const t = await team("courrier");
    await save(t.associationId, t.manager, valid);
    const first = await mailsAbout(t.associationName);
    expect(first.map((m) => m.to_address).sort()).toEqual([
      "courrier-benevole@exemple.fr",
      "courrier-responsable@exemple.fr",
      "courrier-tresorier@exemple.fr",
    ]);
    expect(first[0].subject).toBe("Coordonnées bancaires enregistrées - Boutique Solidaire");

    // The treasurer is named as they signed up (here, the test accounts' name: their address's first part).
    const changed = await save(t.associationId, t.treasurer, { ...valid, iban: DE_IBAN, bic: "DEUTDEFF" });
    expect(changed.json().bank_account).toMatchObject({
      iban_masked: "DE89 •••• •••• •••• ••30 00",
      updated_by_name: "courrier-tresorier",
    });
    const second = (await mailsAbout(t.associationName)).filter((m) => m.subject.startsWith("Coordonnées bancaires modifiées"));
    expect(second).toHaveLength(3);
    for (const mail of second) {
      expect(mail.text_body).toMatch(
        /Les coordonnées bancaires de votre association ont été modifiées le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\), par le membre nommé ci-dessous\./,
      );
      // Who, as the members typed it, in the association's frame.
      expect(mail.text_body).toContain(`Informations de l'association « ${t.associationName} » (écrites par ses membres)`);
      expect(mail.text_body).toContain("Modifiées par : « courrier-tresorier »");
      expect(mail.text_body).toContain("IBAN : DE89 •••• •••• •••• ••30 00.");
      expect(mail.text_body).toContain("Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement.");
      expect(mail.text_body).not.toContain(DE_IBAN);
      expect(mail.html_body).not.toContain(DE_IBAN);
    }
  });

  it("is not sent again when the same details are saved again", async () => {
    const t = await team("identique");
    await save(t.associationId, t.manager, valid);
    const again = await save(t.associationId, t.treasurer, { ...valid, iban: FR_IBAN, bic: "AGRIFRPP" });
    expect(again.statusCode).toBe(200);
    expect(again.json().bank_account.updated_by_name).toBe("Anne Le Bihan");
    expect(await mailsAbout(t.associationName)).toHaveLength(3);
  });
});

describe("reading the bank details", () => {
  it("shows managers and treasurers the IBAN masked only", async () => {
    const t = await team("lecture");
    await save(t.associationId, t.manager, valid);
    for (const cookie of [t.manager, t.treasurer]) {
      const response = await read(t.associationId, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json().bank_account).toMatchObject({ iban_masked: FR_MASKED, bic: "AGRIFRPP", updated_by_name: "Anne Le Bihan" });
      expect(response.body).not.toContain(FR_IBAN);
      expect(response.body).not.toContain("3000 6000");
    }
  });
});
