import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, latestMailTo, linkIn, pathOf, send } from "../test/app";
import type { App } from "../app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const subscribe = (email: string) => send(app, "POST", "/api/newsletter", { body: { email } });

describe("newsletter double opt-in", () => {
  it("refuses a bad address in French", async () => {
    const response = await subscribe("pas-une-adresse");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Email invalide");
  });

  it("sends a confirmation mail, confirms once, then knows the address", async () => {
    const first = await subscribe("Lecteur@Exemple.fr");
    expect(first.json()).toEqual({ status: "pending", message: "Merci ! Confirmez votre inscription grâce à l'email que nous venons de vous envoyer." });
    const again = await subscribe("lecteur@exemple.fr");
    expect(again.json().message).toBe("Vous n'avez pas encore confirmé : nous vous avons renvoyé l'email de confirmation.");

    // Only the newest link works: the resend replaced the first one.
    const mail = await latestMailTo(app, "lecteur@exemple.fr");
    expect(mail.subject).toBe("Confirmez votre inscription à la newsletter - Boutique Solidaire");
    const confirm = pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/));
    const unsubscribeLink = pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/));

    const ok = await app.inject({ method: "GET", url: confirm });
    expect(ok.headers.location).toBe("/newsletter?etat=confirmee");
    const reused = await app.inject({ method: "GET", url: confirm });
    expect(reused.headers.location).toBe("/newsletter?etat=lien-invalide");

    expect((await subscribe("lecteur@exemple.fr")).json()).toEqual({
      status: "already_subscribed",
      message: "Cette adresse est déjà inscrite à la newsletter.",
    });

    const left = await app.inject({ method: "GET", url: unsubscribeLink });
    expect(left.headers.location).toBe("/newsletter?etat=desinscrite");
    expect((await subscribe("lecteur@exemple.fr")).json().status).toBe("pending");
  });
});
