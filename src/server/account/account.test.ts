import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appForFile, send, signUpAndSignIn } from "../../../tests/support/app";
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
  it("saves the member's own name and number", async () => {
    const response = await send(app, "PATCH", "/api/me/profile", {
      cookie: alice,
      body: { full_name: "Alice Durand", phone: "06 12 34 56 78" },
    });
    expect(response.statusCode).toBe(200);
    const me: MeResponse = response.json();
    expect(me.profile).toMatchObject({ full_name: "Alice Durand", phone: "06 12 34 56 78" });
    // Nothing of the association's: its card has its own route.
    expect(me.memberships[0].association.name).toBe("Mon association");
  });

  it("validates the fields in French", async () => {
    const noName = await send(app, "PATCH", "/api/me/profile", { cookie: alice, body: { full_name: " ", phone: "" } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: "Indiquez votre nom" });
    const badPhone = await send(app, "PATCH", "/api/me/profile", { cookie: alice, body: { full_name: "Alice", phone: "appelez-moi" } });
    expect(badPhone.json()).toMatchObject({ message: "Numéro de téléphone invalide (ex. 06 12 34 56 78)" });
  });

  it("needs a session", async () => {
    const response = await send(app, "PATCH", "/api/me/profile", { body: { full_name: "X" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /api/associations/:id", () => {
  it("refuses to touch another association's data", async () => {
    const target = bobMe.memberships[0].association_id;
    const response = await send(app, "PUT", `/api/associations/${target}`, { cookie: alice, body: { name: "Piraté" } });
    expect(response.statusCode).toBe(403);
    const [row] = await app.database.db.select().from(associations).where(eq(associations.id, target));
    expect(row.name).toBe("Mon association");
  });

  it("validates the fields in French", async () => {
    const response = await send(app, "PUT", `/api/associations/${aliceMe.memberships[0].association_id}`, {
      cookie: alice,
      body: { name: "Club", contact_email: "pas-un-email" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Email invalide" });
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
