import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { saveBankDetails } from "../../../tests/support/bank";
import { associationIdOf, nameAssociation } from "../../../tests/support/campaigns";
import { invitationTokenFor, invite } from "../../../tests/support/team";
import type { MeResponse } from "../../shared/account";
import { selectRows } from "../db/raw-rows";
import { TABLES_REFERENCING_ASSOCIATIONS } from "./provision";

// Sign-up gives every account an empty 'Mon association'; someone who signs up to accept an invitation never uses it,
// and it went on sitting in the header's switcher and in Profil beside the association they joined.

const app = await appForFile();
const nathalie = await signUpAndSignIn(app, "nathalie@exemple.fr", undefined, "Nathalie Le Goff");
const tilleuls = await associationIdOf(app, nathalie);
await nameAssociation(app, { cookie: nathalie, associationId: tilleuls, name: "APE de l'école des Tilleuls" });

const meOf = async (cookie: string): Promise<MeResponse> => (await send(app, "GET", "/api/me", { cookie })).json();
const associationExists = async (id: string) =>
  (await selectRows<{ id: string }>(app.database.db, sql`select id from associations where id = ${id}`)).length === 1;

/** Signs `email` up, lets `prepare` use its own association, then accepts Nathalie's invitation. */
async function joinTilleuls(email: string, prepare: (cookie: string, ownId: string) => Promise<unknown> = async () => {}) {
  await invite(app, { cookie: nathalie, associationId: tilleuls, email, role: "treasurer" });
  const token = await invitationTokenFor(app, email);
  const cookie = await signUpAndSignIn(app, email);
  const ownId = await associationIdOf(app, cookie);
  await prepare(cookie, ownId);
  const accepted = await send(app, "POST", `/api/invitations/${token}/accept`, { cookie });
  expect(accepted.statusCode).toBe(200);
  return { cookie, ownId, token };
}

describe("accepting an invitation", () => {
  it("takes away the empty association sign-up made: /api/me and the switcher list the inviting association only", async () => {
    const { cookie, ownId, token } = await joinTilleuls("yann@exemple.fr");

    const me = await meOf(cookie);
    expect(me.memberships.map((m) => [m.association.name, m.role])).toEqual([["APE de l'école des Tilleuls", "treasurer"]]);
    // The header's switcher and Profil list these memberships: no 'Mon association' among them.
    expect(me.memberships.some((m) => m.association.name === "Mon association")).toBe(false);
    expect(await associationExists(ownId)).toBe(false);
    // Accepting again (a second click) is the same success and changes nothing.
    expect((await send(app, "POST", `/api/invitations/${token}/accept`, { cookie })).statusCode).toBe(200);
    expect((await meOf(cookie)).memberships).toHaveLength(1);
  });

  it("keeps the person's own association when it holds anything: a campaign, bank details, an invitation, a name", async () => {
    const uses: Record<string, (cookie: string, ownId: string) => Promise<unknown>> = {
      "a draft campaign": (cookie, ownId) =>
        send(app, "POST", `/api/associations/${ownId}/campaigns/draft`, {
          cookie,
          body: {
            association_name: "Mon association",
            campaign_message: "Pas encore publié.",
            contact_email: "b@exemple.fr",
            public_slug: "brouillon-garde",
          },
        }),
      "bank details": (cookie, ownId) => saveBankDetails(app, { cookie, associationId: ownId }),
      "an invitation it sent": (cookie, ownId) => invite(app, { cookie, associationId: ownId, email: "ami@exemple.fr", role: "volunteer" }),
      "a name": (cookie, ownId) => nameAssociation(app, { cookie, associationId: ownId, name: "Judo Club de Theix" }),
    };
    for (const [index, [use, prepare]] of Object.entries(uses).entries()) {
      const { cookie, ownId } = await joinTilleuls(`garde-${index}@exemple.fr`, async (cookie, ownId) => {
        const done = (await prepare(cookie, ownId)) as { statusCode: number };
        expect(done.statusCode, use).toBeLessThan(300);
      });
      const ids = (await meOf(cookie)).memberships.map((m) => m.association_id);
      expect(ids, use).toEqual([ownId, tilleuls]);
      expect(await associationExists(ownId), use).toBe(true);
    }
  });

  it("looks at every table that references associations", async () => {
    const rows = await selectRows<{ name: string }>(
      app.database.db,
      sql`select distinct conrelid::regclass::text as name from pg_constraint
           where contype = 'f' and confrelid = 'associations'::regclass`,
    );
    expect(rows.map((row) => row.name.replaceAll('"', "")).sort()).toEqual([...TABLES_REFERENCING_ASSOCIATIONS].sort());
  });
});
