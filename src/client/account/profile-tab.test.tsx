// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findToast, ok, renderAsMember, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { ProfileTab } from "./profile-tab";

// Decision 034: Profil shows each member their own profile; the association's card is its managers' to change, and
// the other roles read it with who may change it. No form that would end in a refusal.

resetAfterEach();

const ASSOCIATION = "a-jules";
const noBankDetails: ApiHandler = (call) => (call.path.endsWith("/bank-account") ? ok({ bank_account: null }) : undefined);

describe("Profil", () => {
  it("shows a treasurer their own name and e-mail, and the association read-only with who may change it", async () => {
    const { user, calls } = renderAsMember(<ProfileTab />, { associationId: ASSOCIATION, role: "treasurer" }, (call) =>
      call.method === "PATCH" && call.path === "/api/me/profile" ? ok(undefined) : noBankDetails(call),
    );

    expect(await screen.findByDisplayValue("Marie Martin")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("marie@example.fr");
    const card = screen.getByRole("heading", { name: "L'association" }).closest("div")!.parentElement!;
    expect(within(card).getByText("Seuls les responsables (Anne Le Bihan) peuvent la modifier.")).toBeTruthy();
    expect(within(card).getByText("École Jules Ferry")).toBeTruthy();
    expect(screen.queryByLabelText("Nom de l'association")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enregistrer l'association" })).toBeNull();

    await user.type(screen.getByLabelText("Téléphone"), "06 12 34 56 78");
    await user.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: "/api/me/profile",
      body: { full_name: "Marie Martin", phone: "06 12 34 56 78" },
    });
  });

  it("lets a manager change the association's name and details", async () => {
    const { user, calls } = renderAsMember(<ProfileTab />, { associationId: ASSOCIATION, role: "manager" }, (call) =>
      call.method === "PUT" && call.path === `/api/associations/${ASSOCIATION}` ? ok(call.body) : noBankDetails(call),
    );

    const name = await screen.findByLabelText("Nom de l'association");
    await user.clear(name);
    await user.type(name, "APE de l'école des Tilleuls");
    await user.type(screen.getByLabelText("Adresse"), "2 rue des Tilleuls, 56000 Vannes");
    await user.click(screen.getByRole("button", { name: "Enregistrer l'association" }));

    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      name: "APE de l'école des Tilleuls",
      address: "2 rue des Tilleuls, 56000 Vannes",
    });
    expect(await findToast("Informations de l'association enregistrées")).toBeTruthy();
  });
});
