// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  adminPayoutsPageSchema,
  payoutBatchSchema,
  payoutDueSchema,
  payoutsDuePageSchema,
  type PayoutDue,
} from "../../../shared/money-responses";
import { bankDetailsConfirmationSchema } from "../../../shared/bank-details";
import { fixture } from "../../../../tests/support/client-fixtures";
import {
  failure,
  findToast,
  membership,
  ok,
  renderClient,
  resetAfterEach,
  signedInAs,
  stubApi,
} from "../../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../../tests/support/failed-read";
import { PayoutsPage } from "./payouts-page";

// 'Versements' (docs/product.md#payouts): a row that can't be paid says why, a failed read is not an empty list, and
// the transfer file is asked for with the ticked campaigns and the key made when the dialog opened.

resetAfterEach();

const account = signedInAs([membership("a-1", "Atelier", "manager")]);

const due = (overrides: Partial<PayoutDue>): PayoutDue =>
  fixture(payoutDueSchema, {
    campaign_id: "11111111-1111-4111-8111-111111111111",
    campaign_name: "École Jules Ferry",
    campaign_slug: "ecole-jules-ferry",
    association_id: "a-1",
    association_name: "APE Jules Ferry",
    balance_cents: 12_500,
    payable_cents: 8_000,
    next_payable_on: null,
    bank_account: {
      account_holder: "APE Jules Ferry",
      iban_masked: "FR76 •••• •••• 1234",
      bic: "AGRIFRPP",
      updated_at: "2025-05-01T10:00:00.000Z",
      held_until: null,
      holder_fits_sepa: true,
    },
    ...overrides,
  });

const payable = due({});
const withoutBank = due({
  campaign_id: "22222222-2222-4222-8222-222222222222",
  campaign_name: "Club de foot",
  campaign_slug: "club-de-foot",
  association_name: "FC Les Lilas",
  bank_account: null,
});
const duePage = fixture(payoutsDuePageSchema, { campaigns: [payable, withoutBank], next_cursor: null });
const noPayouts = fixture(adminPayoutsPageSchema, { payouts: [], next_cursor: null });

const batch = fixture(payoutBatchSchema, {
  id: "33333333-3333-4333-8333-333333333333",
  message_id: "BS-20250602-ABCDEF123456",
  created_at: "2025-06-01T10:00:00.000Z",
  execution_date: "2025-06-02",
  total_cents: 8_000,
  payouts: [],
});

describe("Versements", () => {
  it("disables the box of a campaign without bank details and says why", async () => {
    stubApi((call) => {
      if (call.path === "/api/admin/payouts/due") return ok(duePage);
      if (call.path === "/api/admin/payouts") return ok(noPayouts);
      return undefined;
    }, account);
    renderClient(<PayoutsPage />, { account });

    // A phone's card and a wide screen's row are both in the document: each has its box.
    const blocked = await screen.findAllByRole("checkbox", { name: "Verser FC Les Lilas (Club de foot)" });
    for (const box of blocked) {
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect(box.getAttribute("aria-describedby")).toBeTruthy();
      expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe("Coordonnées bancaires manquantes");
    }
    for (const box of screen.getAllByRole("checkbox", { name: "Verser APE Jules Ferry (École Jules Ferry)" })) {
      expect((box as HTMLInputElement).disabled).toBe(false);
    }
    expect(await screen.findByText("Aucun versement pour l'instant.")).toBeTruthy();
  });

  it("holds a campaign whose association's details just changed until the admin confirms them, once", async () => {
    const changedAt = "2025-06-02T08:00:00.000Z";
    const held = due({
      campaign_id: "44444444-4444-4444-8444-444444444444",
      campaign_name: "Chorale",
      campaign_slug: "chorale",
      association_id: "a-chorale",
      association_name: "Chorale de Theix",
      bank_account: { ...payable.bank_account!, updated_at: changedAt, held_until: "2025-06-09T08:00:00.000Z" },
    });
    let confirmed = false;
    const calls = stubApi((call) => {
      if (call.path === "/api/admin/payouts/due") {
        return ok(
          fixture(payoutsDuePageSchema, {
            campaigns: [confirmed ? { ...held, bank_account: { ...held.bank_account!, held_until: null } } : held],
            next_cursor: null,
          }),
        );
      }
      if (call.path === "/api/admin/payouts") return ok(noPayouts);
      if (call.method === "POST" && call.path === "/api/admin/associations/a-chorale/bank-account/confirmation") {
        confirmed = true;
        return ok(fixture(bankDetailsConfirmationSchema, { confirmed_at: "2025-06-02T09:00:00.000Z" }));
      }
      return undefined;
    }, account);
    renderClient(<PayoutsPage />, { account });
    const user = userEvent.setup();

    for (const box of await screen.findAllByRole("checkbox", { name: "Verser Chorale de Theix (Chorale)" })) {
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe("Coordonnées bancaires à vérifier");
    }
    expect(screen.getAllByText("Coordonnées bancaires saisies le 02/06/2025 : à vérifier avant de payer").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Sans confirmation, versables à partir du 09/06/2025.").length).toBeGreaterThan(0);

    const [confirm] = screen.getAllByRole("button", { name: "Confirmer les coordonnées" });
    await user.click(confirm!);
    expect(await findToast("Coordonnées bancaires confirmées")).toBeTruthy();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toEqual([
      { method: "POST", path: "/api/admin/associations/a-chorale/bank-account/confirmation", body: { updated_at: changedAt } },
    ]);
    // Read again: the row may now be paid.
    await waitFor(() => {
      for (const box of screen.getAllByRole("checkbox", { name: "Verser Chorale de Theix (Chorale)" })) {
        expect((box as HTMLInputElement).disabled).toBe(false);
      }
    });
    expect(screen.queryByRole("button", { name: "Confirmer les coordonnées" })).toBeNull();
  });

  it("disables a campaign whose stored holder a transfer can't carry, and says so", async () => {
    const unwritable = due({ bank_account: { ...payable.bank_account!, account_holder: "Школа 12", holder_fits_sepa: false } });
    stubApi((call) => {
      if (call.path === "/api/admin/payouts/due") return ok(fixture(payoutsDuePageSchema, { campaigns: [unwritable], next_cursor: null }));
      if (call.path === "/api/admin/payouts") return ok(noPayouts);
      return undefined;
    }, account);
    renderClient(<PayoutsPage />, { account });

    for (const box of await screen.findAllByRole("checkbox", { name: "Verser APE Jules Ferry (École Jules Ferry)" })) {
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe("Titulaire du compte à corriger");
    }
    expect(
      screen.getAllByText("Titulaire pas écrit en lettres latines : à faire corriger par l'association avant de payer").length,
    ).toBeGreaterThan(0);
  });

  it("shows a failed read with 'Réessayer', never as an empty list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const due = failsOnceThen("/api/admin/payouts/due", ok(duePage));
    stubApi((call) => (call.path === "/api/admin/payouts" ? ok(noPayouts) : due(call)), account);
    renderClient(<PayoutsPage />, { account });
    const user = userEvent.setup();

    await expectReadRetried(user, { alert: "Impossible de charger les soldes à verser", empty: "Aucun solde à verser." });
    expect((await screen.findAllByText("APE Jules Ferry")).length).toBeGreaterThan(0);
  });

  it("generates the transfer file for the ticked campaigns with one key per opening of the dialog", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/api/admin/payouts/due") return ok(duePage);
      if (call.path === "/api/admin/payouts") return ok(noPayouts);
      if (call.method === "POST" && call.path === "/api/admin/payout-batches") return { status: 201, body: batch };
      return undefined;
    }, account);
    renderClient(<PayoutsPage />, { account });
    const user = userEvent.setup();

    const [box] = await screen.findAllByRole("checkbox", { name: "Verser APE Jules Ferry (École Jules Ferry)" });
    await user.click(box!);
    const date = screen.getByLabelText("Date d'exécution") as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([0, 6]).not.toContain(new Date(`${date.value}T12:00:00Z`).getUTCDay());

    await user.click(screen.getByRole("button", { name: "Générer le fichier de virement (1)" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("1 virement pour un total de 80,00");
    await user.click(within(dialog).getByRole("button", { name: "Générer le fichier" }));

    expect(await within(dialog).findByText("Fichier de virement prêt")).toBeTruthy();
    const link = within(dialog).getByRole("link", { name: "Télécharger le fichier (XML)" });
    expect(link.getAttribute("href")).toBe(`/api/admin/payout-batches/${batch.id}/sepa.xml`);

    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as { campaign_ids: string[]; execution_date: string; idempotency_key: string };
    expect(body.campaign_ids).toEqual([payable.campaign_id]);
    expect(body.execution_date).toBe(date.value);
    expect(body.idempotency_key.length).toBeGreaterThanOrEqual(8);
    // Both lists are read again once the file is made.
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/admin/payouts/due").length).toBeGreaterThan(1));
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/admin/payouts").length).toBeGreaterThan(1));
  });

  it("shows the server's refusal in the dialog, and a retry sends the same key", async () => {
    let posts = 0;
    const calls = stubApi((call) => {
      if (call.path === "/api/admin/payouts/due") return ok(duePage);
      if (call.path === "/api/admin/payouts") return ok(noPayouts);
      if (call.method !== "POST") return undefined;
      posts += 1;
      return posts === 1
        ? failure(409, "NOTHING_TO_PAY", "Rien n'est versable pour cette campagne aujourd'hui.")
        : { status: 201, body: batch };
    }, account);
    renderClient(<PayoutsPage />, { account });
    const user = userEvent.setup();

    const [box] = await screen.findAllByRole("checkbox", { name: "Verser APE Jules Ferry (École Jules Ferry)" });
    await user.click(box!);
    await user.click(screen.getByRole("button", { name: "Générer le fichier de virement (1)" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Générer le fichier" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Rien n'est versable pour cette campagne aujourd'hui.");
    expect(within(dialog).queryByText("Fichier de virement prêt")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Générer le fichier" }));
    expect(await within(dialog).findByText("Fichier de virement prêt")).toBeTruthy();
    const keys = calls.filter((call) => call.method === "POST").map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
