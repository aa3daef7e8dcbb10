import { describe, expect, it } from "vitest";
import { appForFile, latestMailTo, send, signUpAndSignIn } from "../../../tests/support/app";
import { saveBankDetails } from "../../../tests/support/bank";
import { associationIdOf, creationForm } from "../../../tests/support/campaigns";
import { invite, invitedMember } from "../../../tests/support/team";
import type { MeResponse } from "../../shared/account";

// Decision 034: the name typed at sign-up is the person's, the association's name and details typed at the first
// campaign are the association's, everywhere; a later creation form starts from them; each member edits their own
// profile, and only the managers the association's card.

const app = await appForFile();
const nathalie = await signUpAndSignIn(app, "nathalie@exemple.fr", undefined, "Nathalie Le Goff");
const associationId = await associationIdOf(app, nathalie);
const treasurer = await invitedMember(app, { managerCookie: nathalie, associationId, email: "yann@exemple.fr", role: "treasurer" });
const meOf = async (cookie: string): Promise<MeResponse> => (await send(app, "GET", "/api/me", { cookie })).json();
const associationOf = async (cookie: string) => (await meOf(cookie)).memberships.find((m) => m.association_id === associationId)!;
const tilleuls = {
  ...creationForm,
  association_name: "APE de l'école des Tilleuls",
  association_description: "Les parents d'élèves de l'école des Tilleuls.",
  contact_email: "ape.tilleuls@exemple.fr",
  contact_phone: "02 97 00 00 00",
  association_address: "2 rue des Tilleuls, 56000 Vannes",
};
const create = (cookie: string, body: object) => send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie, body });

describe("the person's name", () => {
  it("is asked at sign-up and is Profil's 'Nom complet'", async () => {
    expect((await meOf(nathalie)).profile.full_name).toBe("Nathalie Le Goff");
  });
});

describe("the association's name and details", () => {
  it("wait for the first campaign: the association starts unnamed", async () => {
    expect((await associationOf(nathalie)).association).toMatchObject({ name: "Mon association", details_given: false });
  });

  it("are the ones the first campaign's form gave, for the header, Profil, invitations and bank mails", async () => {
    expect((await create(nathalie, tilleuls)).statusCode).toBe(201);
    expect((await associationOf(nathalie)).association).toMatchObject({
      name: "APE de l'école des Tilleuls",
      description: "Les parents d'élèves de l'école des Tilleuls.",
      contact_email: "ape.tilleuls@exemple.fr",
      contact_phone: "02 97 00 00 00",
      address: "2 rue des Tilleuls, 56000 Vannes",
      details_given: true,
      manager_names: ["Nathalie Le Goff"],
    });

    await invite(app, { cookie: nathalie, associationId, email: "tresorier@exemple.fr", role: "treasurer" });
    const invitation = await latestMailTo(app, "tresorier@exemple.fr");
    expect(invitation.text_body).toContain("Qui vous invite : « Nathalie Le Goff (APE de l'école des Tilleuls) »");
    expect(invitation.text_body).not.toContain("Mon association");

    await saveBankDetails(app, { cookie: nathalie, associationId });
    const bank = await latestMailTo(app, "nathalie@exemple.fr");
    expect(bank.text_body).toContain("« APE de l'école des Tilleuls »");
  });

  it("are what a later creation form saved (it starts from them), and a one-pager draft doesn't rename them", async () => {
    const renamed = { ...tilleuls, association_name: "APE des Tilleuls", project_goal_eur: 800 };
    expect((await create(nathalie, renamed)).statusCode).toBe(201);
    expect((await associationOf(nathalie)).association.name).toBe("APE des Tilleuls");

    const draft = await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, {
      cookie: nathalie,
      body: {
        association_name: "Kermesse 2026",
        campaign_message: "La kermesse de juin.",
        contact_email: "k@exemple.fr",
        public_slug: "kermesse-2026",
      },
    });
    expect(draft.statusCode).toBe(201);
    expect((await associationOf(nathalie)).association.name).toBe("APE des Tilleuls");
  });
});

describe("Profil, for each member", () => {
  it("shows and saves the member's own profile, never the manager's", async () => {
    const saved = await send(app, "PATCH", "/api/me/profile", {
      cookie: treasurer.cookie,
      body: { full_name: "Yann Kerjean", phone: "0612345678" },
    });
    expect(saved.statusCode).toBe(200);
    const me: MeResponse = saved.json();
    expect(me.user.email).toBe("yann@exemple.fr");
    expect(me.profile).toMatchObject({ full_name: "Yann Kerjean", phone: "0612345678" });
    expect((await meOf(nathalie)).profile.full_name).toBe("Nathalie Le Goff");
  });

  it("names who may change the association's card, and refuses it to the others", async () => {
    expect((await associationOf(treasurer.cookie)).association.manager_names).toEqual(["Nathalie Le Goff"]);
    const refused = await send(app, "PUT", `/api/associations/${associationId}`, { cookie: treasurer.cookie, body: { name: "Renommée" } });
    expect(refused.statusCode).toBe(403);
    const saved = await send(app, "PUT", `/api/associations/${associationId}`, {
      cookie: nathalie,
      body: { name: "APE de l'école des Tilleuls", address: "3 rue des Tilleuls, 56000 Vannes", contact_phone: "" },
    });
    expect(saved.statusCode).toBe(200);
    expect((await associationOf(treasurer.cookie)).association).toMatchObject({
      name: "APE de l'école des Tilleuls",
      address: "3 rue des Tilleuls, 56000 Vannes",
      contact_phone: null,
    });
  });
});
