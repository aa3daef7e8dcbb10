import { beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../shared/booking";
import { appForFile, send } from "../../../tests/support/app";
import { creationForm, memberWithAssociation } from "../../../tests/support/campaigns";

// One account may hold 2 calls to come, all its campaigns together: drafts can't hoard the team's calendar.

const book = (campaignId: string, startsAt: string) =>
  send(app, "POST", `/api/campaigns/${campaignId}/booking`, { cookie: member, body: { starts_at: startsAt, phone: "06 12 34 56 78" } });

const app = await appForFile();
const { cookie: member, associationId } = await memberWithAssociation(app, "organisatrice@exemple.fr");
const campaignIds: string[] = [];
beforeAll(async () => {
  for (let n = 0; n < 3; n++) {
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
    campaignIds.push(created.json().campaign.id);
  }
});

describe("cap on future calls per account", () => {
  it("refuses a third call with a French message, but lets a booked call move", async () => {
    const slots: BookingSlot[] = (await send(app, "GET", "/api/bookings/slots", { cookie: member })).json().slots;
    expect((await book(campaignIds[0], slots[0].starts_at)).statusCode).toBe(201);
    expect((await book(campaignIds[1], slots[1].starts_at)).statusCode).toBe(201);

    const third = await book(campaignIds[2], slots[2].starts_at);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: "BOOKING_LIMIT",
      message: "Vous avez déjà 2 rendez-vous à venir : déplacez l'un d'eux plutôt que d'en réserver un autre.",
    });
    expect((await send(app, "GET", `/api/campaigns/${campaignIds[2]}/booking`, { cookie: member })).json().booking).toBeNull();

    const moved = await book(campaignIds[0], slots[3].starts_at);
    expect(moved.statusCode).toBe(201);
    const free = (await send(app, "GET", "/api/bookings/slots", { cookie: member })).json().slots.map((s: BookingSlot) => s.starts_at);
    expect(free).toContain(slots[0].starts_at);
  });
});
