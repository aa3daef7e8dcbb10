import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Campaign } from "../../shared/campaign";
import { mailOutbox } from "../db/schema";
import { appWithAdminForFile, latestMailTo, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationIdOf, nameAssociation } from "../../../tests/support/campaigns";

// Who puts a page online: the first publication is the administrator's, after the call; then the member may
// unpublish and publish again, unless the administrator took the page down.

const { app, admin } = await appWithAdminForFile();
let member: string;
let campaign: Campaign;

const draft = {
  association_name: "Club de Voile de Séné",
  campaign_message: "Des voiles neuves pour l'école de voile.",
  contact_email: "voile@exemple.fr",
  public_slug: "voile-sene",
};

const publicPage = () => send(app, "GET", `/api/campaigns/by-slug/${draft.public_slug}`);
const memberPublish = () => send(app, "POST", `/api/campaigns/${campaign.id}/publish`, { cookie: member, body: {} });
const memberUnpublish = () => send(app, "POST", `/api/campaigns/${campaign.id}/unpublish`, { cookie: member, body: {} });
const adminPublish = () => send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: admin, body: {} });
const adminUnpublish = (body: unknown) => send(app, "POST", `/api/admin/campaigns/${campaign.id}/unpublish`, { cookie: admin, body });

beforeAll(async () => {
  member = await signUpAndSignIn(app, "skipper@exemple.fr");
  const associationId = await associationIdOf(app, member);
  campaign = (await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, { cookie: member, body: draft })).json()
    .campaign;
  // The association's contact address differs from the member's, to see that both are told of a takedown.
  const saved = await nameAssociation(app, {
    cookie: member,
    associationId,
    name: "Club de Voile de Séné",
    contactEmail: "bureau@voile-sene.fr",
  });
  expect(saved.statusCode).toBe(200);
});

describe("publication control", () => {
  it("one-pager 'Publier' on a never-validated campaign sends it for validation instead of publishing", async () => {
    const response = await memberPublish();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: "sent_for_validation",
      campaign: { status: "waiting_rdv", is_published: false, validated_at: null, published_at: null },
    });
    expect((await publicPage()).statusCode).toBe(404);
    const pending = (await send(app, "GET", "/api/admin/campaigns?status=waiting_rdv", { cookie: admin })).json().campaigns;
    expect(pending.map((c: { id: string }) => c.id)).toContain(campaign.id);
  });

  it("after the admin's 'Publier' the member may unpublish and publish again", async () => {
    expect((await adminPublish()).json().campaign).toMatchObject({ status: "published", is_published: true });
    // The managers learn that their shop is live, and where (decision 035); the contact address is not a manager.
    const live = await latestMailTo(app, "skipper@exemple.fr");
    expect(live.subject).toBe("Votre boutique est en ligne - Boutique Solidaire");
    expect(live.text_body).toContain("Son adresse, à partager : http://localhost:3000/c/voile-sene");
    expect(await latestMailTo(app, "bureau@voile-sene.fr")).toBeUndefined();
    expect((await adminPublish()).json().campaign.validated_at).toBeTruthy();

    const down = await memberUnpublish();
    expect(down.json().campaign).toMatchObject({ is_published: false, status: "published" });
    // Decision 037: buyers are told the shop is closed, not that it waits for validation nor that it never existed.
    const closed = await publicPage();
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toEqual({
      code: "CAMPAIGN_CLOSED",
      message: "Cette boutique est fermée pour le moment : les commandes en ligne ne sont plus possibles.",
    });

    const up = await memberPublish();
    expect(up.json()).toMatchObject({ outcome: "published", campaign: { is_published: true } });
    expect((await publicPage()).statusCode).toBe(200);
  });

  it("keeps other associations and visitors away from 'Dépublier'", async () => {
    const other = await signUpAndSignIn(app, "moussaillon@exemple.fr");
    expect((await send(app, "POST", `/api/campaigns/${campaign.id}/unpublish`, { cookie: other, body: {} })).statusCode).toBe(403);
    expect((await send(app, "POST", `/api/campaigns/${campaign.id}/unpublish`, { body: {} })).statusCode).toBe(401);
    expect(
      (await send(app, "POST", `/api/admin/campaigns/${campaign.id}/unpublish`, { cookie: member, body: { reason: "x" } })).statusCode,
    ).toBe(403);
    expect((await publicPage()).statusCode).toBe(200);
  });

  it("admin 'Dépublier' needs a reason, mails it to the association and its members, and the page is gone", async () => {
    const missing = await adminUnpublish({ reason: "   " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: "Indiquez la raison de la dépublication", field: "reason" });
    expect((await publicPage()).statusCode).toBe(200);

    const reason = "Les photos de la page ne sont pas les vôtres.";
    const response = await adminUnpublish({ reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mailed: 2, campaign: { is_published: false } });
    expect(response.json().campaign.taken_down_at).toBeTruthy();
    expect((await publicPage()).statusCode).toBe(404);
    expect((await send(app, "GET", `/c/${draft.public_slug}`)).statusCode).toBe(404);

    for (const to of ["skipper@exemple.fr", "bureau@voile-sene.fr"]) {
      const mail = await latestMailTo(app, to);
      expect(mail, to).toBeDefined();
      expect(mail.subject).toBe("Votre boutique a été dépubliée - Boutique Solidaire");
      expect(mail.text_body).toContain(`Raison indiquée : ${reason}`);
      expect(mail.html_body).toContain("Les photos de la page ne sont pas les vôtres.");
    }
    const again = await adminUnpublish({ reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cette campagne n'est pas publiée");
  });

  it("the member can't republish a page the admin took down, until the admin publishes it again", async () => {
    const refused = await memberPublish();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "CAMPAIGN_TAKEN_DOWN",
      message: "Cette page a été dépubliée par notre équipe : contactez-nous pour la republier.",
    });
    expect((await publicPage()).statusCode).toBe(404);

    expect((await adminPublish()).json().campaign).toMatchObject({ is_published: true, taken_down_at: null });
    expect((await publicPage()).statusCode).toBe(200);
    await memberUnpublish();
    expect((await memberPublish()).json().outcome).toBe("published");
  });

  it("lists published and taken-down pages for the admin, with the reason", async () => {
    await adminUnpublish({ reason: "Contenu à revoir avec l'équipe." });
    const rows = (await send(app, "GET", "/api/admin/campaigns?status=published", { cookie: admin })).json().campaigns;
    expect(rows).toEqual([
      expect.objectContaining({ id: campaign.id, is_published: false, takedown_reason: "Contenu à revoir avec l'équipe." }),
    ]);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, "bureau@voile-sene.fr"));
    expect(mails).toHaveLength(2);
  });
});
