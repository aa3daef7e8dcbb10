import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../db/schema";
import { appForFile, linkIn, pathOf, send } from "../../../tests/support/app";

const app = await appForFile();

const subscribe = (email: string) => send(app, "POST", "/api/newsletter", { body: { email } });
const mailsTo = (to: string) =>
  app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(asc(mailOutbox.created_at));
const statusOf = async (email: string) =>
  (
    await app.database.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]?.status;

const CONFIRM = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/;
const UNSUBSCRIBE = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/;
const CONFIRM_SUBJECT = "Confirmez votre inscription à la newsletter - Boutique Solidaire";
const ALREADY_SUBJECT = "Vous êtes déjà inscrit(e) à la newsletter - Boutique Solidaire";
const ANSWER = "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email pour confirmer votre inscription.";

describe("newsletter double opt-in", () => {
  it("refuses a bad address in French", async () => {
    const response = await subscribe("pas-une-adresse");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Email invalide");
  });

  it("answers a new, a pending and a confirmed address byte for byte alike, so no one learns who is subscribed", async () => {
    await subscribe("attente@exemple.fr");
    await subscribe("abonnee@exemple.fr");
    const [invitation] = await mailsTo("abonnee@exemple.fr");
    await app.inject({ method: "GET", url: pathOf(linkIn(invitation.text_body, CONFIRM)) });
    expect([await statusOf("attente@exemple.fr"), await statusOf("abonnee@exemple.fr")]).toEqual(["pending", "confirmed"]);
    const before = { attente: (await mailsTo("attente@exemple.fr")).length, abonnee: (await mailsTo("abonnee@exemple.fr")).length };

    const answers = [await subscribe("nouvelle@exemple.fr"), await subscribe("attente@exemple.fr"), await subscribe("abonnee@exemple.fr")];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe(answers[0].headers["content-type"]);
      expect(answer.rawPayload.equals(answers[0].rawPayload)).toBe(true);
    }
    expect(answers[0].json()).toEqual({ message: ANSWER });

    // Behind the same answer, each state got the mail it needs, one each (the same work for the three).
    const fresh = await mailsTo("nouvelle@exemple.fr");
    expect(fresh.map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    const pending = await mailsTo("attente@exemple.fr");
    expect(pending).toHaveLength(before.attente + 1);
    expect(pending.at(-1)!.subject).toBe(CONFIRM_SUBJECT);
    const confirmed = await mailsTo("abonnee@exemple.fr");
    expect(confirmed).toHaveLength(before.abonnee + 1);
    expect(confirmed.at(-1)!.subject).toBe(ALREADY_SUBJECT);
    expect(confirmed.at(-1)!.text_body).not.toMatch(CONFIRM);
    expect(await statusOf("abonnee@exemple.fr")).toBe("confirmed");

    // The confirmed subscriber's links still work: the request changed nothing of its subscription.
    const left = await app.inject({ method: "GET", url: pathOf(linkIn(invitation.text_body, UNSUBSCRIBE)) });
    expect(left.headers.location).toBe("/newsletter?etat=desinscrite");
  });

  it("sends a confirmation mail, confirms once, then knows the address", async () => {
    expect((await subscribe("Lecteur@Exemple.fr")).json()).toEqual({ message: ANSWER });
    expect((await subscribe("lecteur@exemple.fr")).json()).toEqual({ message: ANSWER });

    // Only the newest link works: the resend replaced the first one.
    const [first, second] = await mailsTo("lecteur@exemple.fr");
    expect(second.subject).toBe(CONFIRM_SUBJECT);
    const stale = await app.inject({ method: "GET", url: pathOf(linkIn(first.text_body, CONFIRM)) });
    expect(stale.headers.location).toBe("/newsletter?etat=lien-invalide");
    const confirm = pathOf(linkIn(second.text_body, CONFIRM));
    const unsubscribeLink = pathOf(linkIn(second.text_body, UNSUBSCRIBE));

    const ok = await app.inject({ method: "GET", url: confirm });
    expect(ok.headers.location).toBe("/newsletter?etat=confirmee");
    const reused = await app.inject({ method: "GET", url: confirm });
    expect(reused.headers.location).toBe("/newsletter?etat=lien-invalide");

    expect((await subscribe("lecteur@exemple.fr")).json()).toEqual({ message: ANSWER });
    expect((await mailsTo("lecteur@exemple.fr")).at(-1)!.subject).toBe(ALREADY_SUBJECT);

    const left = await app.inject({ method: "GET", url: unsubscribeLink });
    expect(left.headers.location).toBe("/newsletter?etat=desinscrite");
    expect((await subscribe("lecteur@exemple.fr")).json()).toEqual({ message: ANSWER });
    expect(await statusOf("lecteur@exemple.fr")).toBe("pending");
    expect((await mailsTo("lecteur@exemple.fr")).at(-1)!.subject).toBe(CONFIRM_SUBJECT);
  });

  it("survives the same new address asked for twice at once", async () => {
    const both = await Promise.all([subscribe("double@exemple.fr"), subscribe("double@exemple.fr")]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf("double@exemple.fr")).toBe("pending");
  });
});
