import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { invitedMember } from "../../../tests/support/team";
import { associations } from "../db/schema";
import type { MeResponse } from "../../shared/account";

const app = await appForFile();
const alice = await signUpAndSignIn(app, "alice@exemple.fr");
const bob = await signUpAndSignIn(app, "bob@exemple.fr");
const aliceMe: MeResponse = (await send(app, "GET", "/api/me", { cookie: alice })).json();
const bobMe: MeResponse = (await send(app, "GET", "/api/me", { cookie: bob })).json();

describe("GET /api/me", () => {
  it("gives a new account its own association, as its manager", () => {
    expect(aliceMe.user.email).toBe("alice@exemple.fr");
    expect(aliceMe.is_admin).toBe(false);
    expect(aliceMe.memberships).toHaveLength(1);
    expect(aliceMe.memberships[0]).toMatchObject({ role: "manager", association: { contact_email: "alice@exemple.fr" } });
    expect(aliceMe.memberships[0].association_id).not.toBe(bobMe.memberships[0].association_id);
  });
});

describe("PATCH /api/me/profile", () => {
  it("saves the profile and the association together", async () => {
    const response = await send(app, "PATCH", "/api/me/profile", {
      cookie: alice,
      body: {
        association_id: aliceMe.memberships[0].association_id,
        full_name: "Alice Durand",
        association_name: "Club de Handball de Vannes",
        contact_email: "contact@handball-vannes.fr",
        contact_phone: "",
      },
    });
    expect(response.statusCode).toBe(200);
    const me: MeResponse = response.json();
    expect(me.profile.full_name).toBe("Alice Durand");
    expect(me.memberships[0].association).toMatchObject({
      name: "Club de Handball de Vannes",
      contact_email: "contact@handball-vannes.fr",
      contact_phone: null,
    });
  });

  it("refuses to touch another association's data", async () => {
    const target = bobMe.memberships[0].association_id;
    const response = await send(app, "PATCH", "/api/me/profile", {
      cookie: alice,
      body: { association_id: target, association_name: "Piraté", contact_email: "", contact_phone: "" },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await app.database.db.select().from(associations).where(eq(associations.id, target));
    expect(row.name).toBe("Mon association");
  });

  it("lets a treasurer or volunteer save their own name, not change the association", async () => {
    const associationId = aliceMe.memberships[0].association_id;
    const { cookie: volunteer } = await invitedMember(app, {
      managerCookie: alice,
      associationId,
      email: "benevole@exemple.fr",
      role: "volunteer",
    });
    const [stored] = await app.database.db.select().from(associations).where(eq(associations.id, associationId));
    const asStored = {
      association_id: associationId,
      association_name: stored.name,
      contact_email: stored.contact_email ?? "",
      contact_phone: stored.contact_phone ?? "",
    };
    const saved = await send(app, "PATCH", "/api/me/profile", { cookie: volunteer, body: { ...asStored, full_name: "Paul Benoît" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.full_name).toBe("Paul Benoît");

    const renamed = await send(app, "PATCH", "/api/me/profile", {
      cookie: volunteer,
      body: { ...asStored, association_name: "Renommée", full_name: "Paul" },
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe("Seul un responsable peut modifier les informations de l'association.");
    const [after] = await app.database.db.select().from(associations).where(eq(associations.id, associationId));
    expect(after.name).toBe(stored.name);
    // Both or neither: the name was not saved either.
    expect((await send(app, "GET", "/api/me", { cookie: volunteer })).json().profile.full_name).toBe("Paul Benoît");
  });

  it("validates the fields in French", async () => {
    const response = await send(app, "PATCH", "/api/me/profile", {
      cookie: alice,
      body: { association_id: aliceMe.memberships[0].association_id, association_name: "Club", contact_email: "pas-un-email" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Email invalide" });
  });

  it("needs a session", async () => {
    const response = await send(app, "PATCH", "/api/me/profile", {
      body: { association_id: aliceMe.memberships[0].association_id, association_name: "X" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("notification settings", () => {
  it("start with the defaults of docs/product.md#account-page and are saved", async () => {
    const initial = await send(app, "GET", "/api/me/settings", { cookie: bob });
    expect(initial.json()).toEqual({ email_notifications: true, sales_notifications: true, weekly_newsletter: false });
    const saved = await send(app, "PUT", "/api/me/settings", {
      cookie: bob,
      body: { email_notifications: true, sales_notifications: false, weekly_newsletter: true },
    });
    expect(saved.statusCode).toBe(200);
    const reread = await send(app, "GET", "/api/me/settings", { cookie: bob });
    expect(reread.json()).toEqual({ email_notifications: true, sales_notifications: false, weekly_newsletter: true });
    // Each account has its own settings.
    expect((await send(app, "GET", "/api/me/settings", { cookie: alice })).json()).toMatchObject({ sales_notifications: true });
  });

  it("refuses a malformed body", async () => {
    const response = await send(app, "PUT", "/api/me/settings", { cookie: bob, body: { email_notifications: "oui" } });
    expect(response.statusCode).toBe(400);
  });
});
