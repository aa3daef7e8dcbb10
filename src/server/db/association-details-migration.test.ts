import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appForFile, send } from "../../../tests/support/app";
import { creationForm, memberWithAssociation } from "../../../tests/support/campaigns";
import { selectRows } from "./raw-rows";

// Migration 0025's back-fill (decision 034): before it, the name typed in the creation form was never written back, so
// associations stayed 'Mon association' while their campaigns held the name. Its own statements run here on rows made
// to look as they were before it: named by sign-up only, the details only in the campaign.

const migration = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations", "0025_association-details.sql"),
  "utf8",
);
const backFill = migration
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter((statement) => /^UPDATE "associations"/m.test(statement));

const app = await appForFile();
const db = app.database.db;

type AssociationRow = { name: string; address: string | null; description: string | null; details_given: boolean };
const associationRow = async (id: string) =>
  (
    await selectRows<AssociationRow>(
      db,
      sql`select name, address, description, details_given_at is not null as details_given from associations where id = ${id}`,
    )
  )[0];

/** The association as sign-up made it before 0025: the placeholder name, nothing else given. */
const makeOld = (id: string) =>
  db.execute(
    sql`update associations set name = 'Mon association', description = null, address = null, details_given_at = null where id = ${id}`,
  );

describe("migration 0025's back-fill", () => {
  it("names an old 'Mon association' with a campaign after its latest campaign, and leaves one without any as it is", async () => {
    expect(backFill).toHaveLength(2);
    const withCampaign = await memberWithAssociation(app, "ancienne@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${withCampaign.associationId}/campaigns`, {
      cookie: withCampaign.cookie,
      body: { ...creationForm, association_name: "APE de l'école des Tilleuls" },
    });
    expect(created.statusCode).toBe(201);
    await makeOld(withCampaign.associationId);
    const without = await memberWithAssociation(app, "sans-campagne@exemple.fr");
    expect(await associationRow(withCampaign.associationId)).toMatchObject({ name: "Mon association", details_given: false });

    for (const statement of backFill) await db.execute(sql.raw(statement));

    expect(await associationRow(withCampaign.associationId)).toEqual({
      name: "APE de l'école des Tilleuls",
      address: creationForm.association_address,
      description: creationForm.association_description,
      details_given: true,
    });
    expect(await associationRow(without.associationId)).toEqual({
      name: "Mon association",
      address: null,
      description: null,
      details_given: false,
    });
  });
});
