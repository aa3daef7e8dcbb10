import { describe, expect, it } from "vitest";
import { appForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { associationIdOf } from "../../../tests/support/campaigns";

// docs/product.md#no-association: an account that left its association is told so, and may start another one.

const app = await appForFile();

describe("an account without an association", () => {
  it("creates one and becomes its manager", async () => {
    const cookie = await signUpAndSignIn(app, "partie@exemple.fr");
    const me = (await send(app, "GET", "/api/me", { cookie })).json();
    const left = await send(app, "DELETE", `/api/associations/${await associationIdOf(app, cookie)}/members/${me.user.id}`, { cookie });
    expect(left.statusCode).toBe(200);
    expect((await send(app, "GET", "/api/me", { cookie })).json().memberships).toEqual([]);

    const refused = await send(app, "POST", "/api/associations", { cookie, body: { name: "   " } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, "Le nom de l'association est requis"]);

    const created = await send(app, "POST", "/api/associations", { cookie, body: { name: "  Club de Voile de Séné " } });
    expect(created.statusCode).toBe(201);
    const { association_id, memberships } = created.json();
    expect(memberships).toEqual([
      expect.objectContaining({ association_id, role: "manager", association: expect.objectContaining({ name: "Club de Voile de Séné" }) }),
    ]);
    // Its manager may do everything there: invite, create a campaign.
    const invited = await send(app, "POST", `/api/associations/${association_id}/invitations`, {
      cookie,
      body: { email: "equipier@exemple.fr", role: "volunteer" },
    });
    expect(invited.statusCode).toBe(201);
  });

  it("is refused to anonymous callers", async () => {
    expect((await send(app, "POST", "/api/associations", { body: { name: "Club" } })).statusCode).toBe(401);
  });
});
