import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, appWithAdminForFile, cookieFrom, ORIGIN, PASSWORD, send } from "../../../tests/support/app";
import { secondInstance } from "../../../tests/support/second-instance";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { invitedMember } from "../../../tests/support/team";
import { openEventStream } from "../../../tests/support/sse-client";

// docs/security.md, "A live stream outliving its right": the members' sales stream ends when its holder signs out,
// changes password or leaves the association, over real HTTP.

let people = 0;

const { app, admin } = await appWithAdminForFile();
const {
  campaign,
  member: manager,
  associationId,
} = await publishedCampaign(app, { memberEmail: "responsable@asso.fr", adminCookie: admin });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

const newTreasurer = () =>
  invitedMember(app, { managerCookie: manager, associationId, email: `tresorier-${++people}@asso.fr`, role: "treasurer" });
const salesStream = async (cookie: string, at = base) => {
  const stream = await openEventStream(`${at}/api/campaigns/${campaign.id}/sales/stream`, { cookie, origin: ORIGIN });
  await stream.next("ready");
  return stream;
};
const signInAgain = async (email: string) =>
  cookieFrom(await send(app, "POST", "/api/auth/sign-in/email", { body: { email, password: PASSWORD } }));

describe("a member's live sales stream", () => {
  it("ends when the member is removed from the association, and stays open through a role that still reads the sales", async () => {
    const { cookie, userId } = await newTreasurer();
    const stream = await salesStream(cookie);
    try {
      // A volunteer still follows the sales (names only): the stream goes on.
      await send(app, "PATCH", `/api/associations/${associationId}/members/${userId}`, { cookie: manager, body: { role: "volunteer" } });
      expect(await stream.endsWithin(500)).toBe(false);
      const removed = await send(app, "DELETE", `/api/associations/${associationId}/members/${userId}`, { cookie: manager });
      expect(removed.statusCode).toBe(200);
      expect(await stream.endsWithin(5_000)).toBe(true);
      // Its reconnection is refused.
      expect((await fetch(`${base}/api/campaigns/${campaign.id}/sales/stream`, { headers: { cookie } })).status).toBe(403);
    } finally {
      stream.close();
    }
  });

  it("ends when its session signs out, and only that session's", async () => {
    const email = `tresorier-${people + 1}@asso.fr`;
    const { cookie } = await newTreasurer();
    const otherDevice = await signInAgain(email);
    const stream = await salesStream(cookie);
    const elsewhere = await salesStream(otherDevice);
    try {
      expect((await send(app, "POST", "/api/auth/sign-out", { cookie })).statusCode).toBe(200);
      expect(await stream.endsWithin(5_000)).toBe(true);
      expect(await elsewhere.endsWithin(500)).toBe(false);
    } finally {
      stream.close();
      elsewhere.close();
    }
  });

  it("ends on every device when the password changes (all sessions revoked)", async () => {
    const email = `tresorier-${people + 1}@asso.fr`;
    const { cookie } = await newTreasurer();
    const otherDevice = await signInAgain(email);
    const streams = [await salesStream(cookie), await salesStream(otherDevice)];
    try {
      const changed = await send(app, "POST", "/api/auth/change-password", {
        cookie,
        body: { currentPassword: PASSWORD, newPassword: "un-tout-nouveau-mdp", confirmPassword: "un-tout-nouveau-mdp" },
      });
      expect(changed.statusCode).toBe(200);
      expect(await Promise.all(streams.map((stream) => stream.endsWithin(5_000)))).toEqual([true, true]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

// Two server instances on one PostgreSQL database: the removal made through one ends the stream held by the other.
describe.runIf(Boolean(process.env.DATABASE_URL))("across server instances (PostgreSQL)", () => {
  it("ends a stream held by instance A when instance B removes its member", async () => {
    const second = await secondInstance(app, { adminEmails: [ADMIN_EMAIL] });
    try {
      const { cookie, userId } = await newTreasurer();
      const stream = await salesStream(cookie);
      try {
        const removed = await send(second, "DELETE", `/api/associations/${associationId}/members/${userId}`, { cookie: manager });
        expect(removed.statusCode).toBe(200);
        expect(await stream.endsWithin(5_000)).toBe(true);
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
    }
  });
});
