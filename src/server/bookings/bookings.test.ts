import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, appForFile, latestMailTo, send, signUpAndSignIn } from "../../../tests/support/app";
import type { BookingSlot } from "../../shared/booking";

const creation = {
  association_name: "Chorale du Golfe",
  association_description: "Une chorale amateur de Vannes.",
  campaign_message: "Aidez-nous à enregistrer notre premier disque.",
  project_goal_eur: 800,
  contact_email: "chorale@exemple.fr",
  association_address: "Salle des fêtes, Vannes",
};

async function createCampaign(cookie: string) {
  const me = (await send(app, "GET", "/api/me", { cookie })).json();
  const response = await send(app, "POST", `/api/associations/${me.memberships[0].association_id}/campaigns`, { cookie, body: creation });
  return response.json().campaign.id as string;
}

const app = await appForFile({ adminEmails: [ADMIN_EMAIL] });
const alice = await signUpAndSignIn(app, "alice@exemple.fr");
const bob = await signUpAndSignIn(app, "bob@exemple.fr");
const admin = await signUpAndSignIn(app, ADMIN_EMAIL);
const campaignA = await createCampaign(alice);
const campaignB = await createCampaign(bob);

const slots = async (cookie: string): Promise<BookingSlot[]> => (await send(app, "GET", "/api/bookings/slots", { cookie })).json().slots;

describe("booking the call", () => {
  it("lists free slots to signed-in users only", async () => {
    expect((await send(app, "GET", "/api/bookings/slots")).statusCode).toBe(401);
    expect((await slots(alice)).length).toBeGreaterThan(10);
  });

  it("books a slot, mails an .ics invitation, and shows it to the admin", async () => {
    const [slot] = await slots(alice);
    const response = await send(app, "POST", `/api/campaigns/${campaignA}/booking`, {
      cookie: alice,
      body: { starts_at: slot.starts_at, phone: "06 12 34 56 78" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ campaign_id: campaignA, starts_at: slot.starts_at, ends_at: slot.ends_at });

    const mail = await latestMailTo(app, "alice@exemple.fr");
    expect(mail.subject).toBe("Votre rendez-vous de validation est confirmé - Boutique Solidaire");
    expect(mail.attachments[0].filename).toBe("rendez-vous.ics");
    const ics = Buffer.from(mail.attachments[0].content, "base64").toString("utf8");
    expect(ics).toContain(`DTSTART:${slot.starts_at.replace(/[-:]/g, "").replace(".000", "")}`);

    expect((await slots(bob)).map((s) => s.starts_at)).not.toContain(slot.starts_at);
    const list = (await send(app, "GET", "/api/admin/campaigns?status=waiting_rdv", { cookie: admin })).json().campaigns;
    // The admin's pending list shows the number to call (decision 035).
    expect(list.find((c: { id: string }) => c.id === campaignA)).toMatchObject({
      booked_call_at: slot.starts_at,
      booked_call_phone: "06 12 34 56 78",
    });
    expect((await send(app, "GET", `/api/campaigns/${campaignA}/booking`, { cookie: alice })).json().booking.starts_at).toBe(
      slot.starts_at,
    );
  });

  it("asks the number to call, in French", async () => {
    const [slot] = await slots(bob);
    for (const phone of [undefined, "", "appelez-moi"]) {
      const refused = await send(app, "POST", `/api/campaigns/${campaignB}/booking`, {
        cookie: bob,
        body: { starts_at: slot.starts_at, phone },
      });
      expect(refused.statusCode, String(phone)).toBe(400);
      expect(refused.json().message).toBe("Numéro de téléphone invalide (ex. 06 12 34 56 78)");
    }
  });

  it("refuses a slot already taken, and one that is not a slot", async () => {
    const taken = (await send(app, "GET", `/api/campaigns/${campaignA}/booking`, { cookie: alice })).json().booking.starts_at;
    const again = await send(app, "POST", `/api/campaigns/${campaignB}/booking`, {
      cookie: bob,
      body: { starts_at: taken, phone: "06 12 34 56 78" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SLOT_TAKEN", message: "Ce créneau vient d'être réservé. Choisissez-en un autre." });
    const odd = await send(app, "POST", `/api/campaigns/${campaignB}/booking`, {
      cookie: bob,
      body: { starts_at: "2026-12-25T03:17:00Z", phone: "06 12 34 56 78" },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe("Ce créneau n'est pas disponible");
  });

  it("gives one slot to one of two concurrent requests", async () => {
    const free = await slots(alice);
    const target = free[free.length - 1].starts_at;
    const [a, b] = await Promise.all([
      send(app, "POST", `/api/campaigns/${campaignA}/booking`, { cookie: alice, body: { starts_at: target, phone: "06 12 34 56 78" } }),
      send(app, "POST", `/api/campaigns/${campaignB}/booking`, { cookie: bob, body: { starts_at: target, phone: "06 12 34 56 78" } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it("moves a campaign's booking instead of holding two slots", async () => {
    const free = await slots(bob);
    await send(app, "POST", `/api/campaigns/${campaignB}/booking`, {
      cookie: bob,
      body: { starts_at: free[0].starts_at, phone: "06 12 34 56 78" },
    });
    await send(app, "POST", `/api/campaigns/${campaignB}/booking`, {
      cookie: bob,
      body: { starts_at: free[1].starts_at, phone: "06 12 34 56 78" },
    });
    const after = (await slots(bob)).map((s) => s.starts_at);
    expect(after).toContain(free[0].starts_at);
    expect(after).not.toContain(free[1].starts_at);
  });

  it("keeps other associations from booking for a campaign", async () => {
    const [slot] = await slots(alice);
    const response = await send(app, "POST", `/api/campaigns/${campaignA}/booking`, {
      cookie: bob,
      body: { starts_at: slot.starts_at, phone: "06 12 34 56 78" },
    });
    expect(response.statusCode).toBe(403);
  });
});
