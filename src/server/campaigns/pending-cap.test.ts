import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationIdOf, creationForm, memberWithAssociation } from "../../../tests/support/campaigns";

// Every campaign not yet validated may book a call with the team: an association holds at most 5 of them.

const draft = (n: number) => ({
  association_name: "Comité des Fêtes",
  campaign_message: "Un chapiteau pour la fête du village.",
  contact_email: "comite@exemple.fr",
  public_slug: `comite-${n}`,
});
const saveDraft = (n: number) =>
  send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, { cookie: member, body: draft(n) });

const { app, admin } = await appWithAdminForFile();
const { cookie: member, associationId } = await memberWithAssociation(app, "president@exemple.fr");

describe("cap on campaigns waiting for validation", () => {
  it("refuses a sixth draft or creation with a French message, and counts validated campaigns out", async () => {
    const created: string[] = [];
    for (let n = 1; n <= 4; n++) created.push((await saveDraft(n)).json().campaign.id);
    const fifth = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
    expect(fifth.statusCode).toBe(201);
    expect((await send(app, "POST", `/api/campaigns/${created[0]}/publish`, { cookie: member, body: {} })).json().outcome).toBe(
      "sent_for_validation",
    );

    const sixth = await saveDraft(6);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      code: "CAMPAIGN_DRAFT_LIMIT",
      message: "Votre association a déjà 5 campagnes en préparation : faites-en valider une avant d'en créer une autre.",
    });
    expect(
      (await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm })).statusCode,
    ).toBe(409);

    expect((await send(app, "POST", `/api/admin/campaigns/${created[0]}/publish`, { cookie: admin, body: {} })).statusCode).toBe(200);
    expect((await saveDraft(6)).statusCode).toBe(201);
  });

  it("holds under concurrent saves", async () => {
    const other = await signUpAndSignIn(app, "tresorier@exemple.fr");
    const otherAssociation = await associationIdOf(app, other);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        send(app, "POST", `/api/associations/${otherAssociation}/campaigns/draft`, { cookie: other, body: draft(100 + n) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });
});
