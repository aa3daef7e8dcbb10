// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bankAccountResponseSchema, type BankAccount } from "../../shared/bank-details";
import { fixture } from "../../../tests/support/client-fixtures";
import { findToast, ok, renderAsMember, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { deferredAnswer, expectSentPending } from "../../../tests/support/deferred-answer";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { ProfileTab } from "../account/profile-tab";

resetAfterEach();

const ASSOCIATION = "a-jules";
const bankPath = `/api/associations/${ASSOCIATION}/bank-account`;

const saved: BankAccount = {
  account_holder: "École Jules Ferry",
  iban_masked: "FR76 •••• •••• •••• •••• •••0 189",
  bic: "AGRIFRPP",
  updated_at: "2025-03-03T09:00:00.000Z",
  updated_by_name: "Anne Le Bihan",
  held_until: null,
};

/** GET and PUT of the bank details: what the server answers. */
const bankAnswer = (bankAccount: BankAccount | null) => ok(fixture(bankAccountResponseSchema, { bank_account: bankAccount }));

const renderProfile = (role: string, handler: ApiHandler) => renderAsMember(<ProfileTab />, { associationId: ASSOCIATION, role }, handler);

const bankAnd =
  (bankAccount: BankAccount | null, answer: ApiHandler = () => undefined): ApiHandler =>
  (call) =>
    call.method === "GET" && call.path === bankPath ? bankAnswer(bankAccount) : answer(call);

/** New details typed into the empty form, with the password, and 'Enregistrer' clicked. */
async function addDetails(user: ReturnType<typeof userEvent.setup>, { holder, iban }: { holder: string; iban: string }) {
  await user.click(await screen.findByRole("button", { name: "Ajouter les coordonnées bancaires" }));

  await user.type(screen.getByLabelText("Titulaire du compte"), holder);
  await user.type(screen.getByLabelText("IBAN"), iban);
  await user.type(screen.getByLabelText("BIC"), "AGRIFRPP");
  await user.type(screen.getByLabelText("Votre mot de passe"), "motdepasse-solide");
  await user.click(screen.getByRole("button", { name: "Enregistrer" }));
}

describe("Coordonnées bancaires in the profile tab", () => {
  it("shows treasurers the saved details with the IBAN masked, and who changed them when", async () => {
    renderProfile("treasurer", bankAnd(saved));

    expect(await screen.findByText("FR76 •••• •••• •••• •••• •••0 189")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Coordonnées bancaires" })).toBeTruthy();
    // The holder, and the association's own card above it.
    expect(screen.getAllByText("École Jules Ferry")).toHaveLength(2);
    expect(screen.getByText("AGRIFRPP")).toBeTruthy();
    expect(screen.getByText("Modifié le 3 mars 2025 par Anne Le Bihan")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Modifier" })).toBeTruthy();
    expect(screen.queryByText(/En attente de vérification/)).toBeNull();
  });

  it("says that new details await the workshop's check, and until when at most", async () => {
    renderProfile("manager", bankAnd({ ...saved, held_until: "2025-03-10T09:00:00.000Z" }));

    expect(
      await screen.findByText(
        "En attente de vérification : par sécurité, nous ne ferons aucun virement sur ce compte avant que notre équipe l'ait confirmé, au plus tard le 10 mars 2025.",
      ),
    ).toBeTruthy();
  });

  it("is hidden from volunteers, who don't even ask the server", async () => {
    const { calls } = renderProfile("volunteer", bankAnd(saved));

    expect(await screen.findByRole("button", { name: "Enregistrer les modifications" })).toBeTruthy();
    expect(screen.queryByText("Coordonnées bancaires")).toBeNull();
    expect(calls.some((call) => call.path === bankPath)).toBe(false);
  });

  it("says why the details are needed while none are saved", async () => {
    renderProfile("manager", bankAnd(null));

    expect(await screen.findByText("Aucune coordonnée bancaire enregistrée.")).toBeTruthy();
    expect(screen.getByText("Nous en avons besoin pour vous verser la part de vos ventes.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a failed read where the details would be, with 'Réessayer', never as an empty state", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderProfile("manager", failsOnceThen(bankPath, bankAnswer(saved)));

    await expectReadRetried(user, {
      alert: "Impossible de charger les coordonnées bancaires. Vérifiez votre connexion, puis réessayez.",
      empty: "Aucune coordonnée bancaire enregistrée.",
    });
    expect(await screen.findByText("FR76 •••• •••• •••• •••• •••0 189")).toBeTruthy();
  });

  it("checks the IBAN in the browser, in French, before sending anything", async () => {
    const { calls, user } = renderProfile("manager", bankAnd(null));
    await addDetails(user, { holder: "École Jules Ferry", iban: "FR77 3000 6000 0112 3456 7890 189" });

    expect((await screen.findAllByText("IBAN invalide : vérifiez les caractères et la clé.")).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("refuses in the browser, at the field, a holder a bank transfer can't carry", async () => {
    const { calls, user } = renderProfile("manager", bankAnd(null));
    await addDetails(user, { holder: "Школа 5", iban: "FR76 3000 6000 0112 3456 7890 189" });

    const message =
      "Écrivez le titulaire en lettres latines, comme sur votre RIB : un virement bancaire ne peut pas contenir « Ш », « к », « о », « л », « а ».";
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Titulaire du compte").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("asks for the password, and shows the server's refusal of a wrong one under it, with the details kept", async () => {
    const { calls, user } = renderProfile("manager", (call) => {
      if (call.path !== bankPath) return undefined;
      if (call.method === "GET") return bankAnswer(saved);
      return {
        status: 403,
        body: {
          code: "WRONG_PASSWORD",
          field: "password",
          message: "Mot de passe incorrect : saisissez celui avec lequel vous vous connectez.",
        },
      };
    });
    await user.click(await screen.findByRole("button", { name: "Modifier" }));
    await user.type(screen.getByLabelText("IBAN"), "de89 3704 0044 0532 0130 00");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));

    // Nothing is sent without it.
    expect((await screen.findAllByText("Saisissez votre mot de passe pour confirmer ce changement.")).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(screen.getByLabelText("Votre mot de passe"), "pas-le-bon");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    const field = screen.getByLabelText("Votre mot de passe");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toContain(
      "Mot de passe incorrect : saisissez celui avec lequel vous vous connectez.",
    );
    expect(field.getAttribute("type")).toBe("password");
    // Still the form: nothing claims the details were saved.
    expect(screen.queryByText("Coordonnées bancaires enregistrées")).toBeNull();
    expect((screen.getByLabelText("IBAN") as HTMLInputElement).value).toBe("de89 3704 0044 0532 0130 00");
  });

  it("shows the new details only once the server has answered with them", async () => {
    const answer = deferredAnswer();
    const changed = { ...saved, iban_masked: "DE89 •••• •••• •••• ••30 00", bic: "DEUTDEFF", updated_at: "2025-03-10T09:00:00.000Z" };
    let stored = saved;
    const { calls, user } = renderProfile("manager", (call) => {
      if (call.path !== bankPath) return undefined;
      if (call.method === "GET") return bankAnswer(stored);
      return answer.promise;
    });
    await user.click(await screen.findByRole("button", { name: "Modifier" }));

    // The holder and the BIC are kept; the IBAN, never sent back whole, is typed again.
    expect((screen.getByLabelText("Titulaire du compte") as HTMLInputElement).value).toBe("École Jules Ferry");
    expect((screen.getByLabelText("BIC") as HTMLInputElement).value).toBe("AGRIFRPP");
    expect((screen.getByLabelText("IBAN") as HTMLInputElement).value).toBe("");
    await user.type(screen.getByLabelText("IBAN"), "de89 3704 0044 0532 0130 00");
    await user.clear(screen.getByLabelText("BIC"));
    await user.type(screen.getByLabelText("BIC"), "deutdeff");
    await user.type(screen.getByLabelText("Votre mot de passe"), "motdepasse-solide");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));

    await expectSentPending(
      calls,
      {
        method: "PUT",
        path: bankPath,
        body: { account_holder: "École Jules Ferry", iban: "DE89370400440532013000", bic: "DEUTDEFF", password: "motdepasse-solide" },
      },
      { pending: "Enregistrement...", notYet: "DE89 •••• •••• •••• ••30 00" },
    );

    stored = changed;
    answer.release(bankAnswer(changed));
    expect(await screen.findByText("DE89 •••• •••• •••• ••30 00")).toBeTruthy();
    expect(await findToast("Coordonnées bancaires enregistrées")).toBeTruthy();
    expect(screen.getByText("Modifié le 10 mars 2025 par Anne Le Bihan")).toBeTruthy();
    expect(screen.queryByLabelText("IBAN")).toBeNull();
    // Back from the form, the focus is on the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Modifier" }));
  });
});
