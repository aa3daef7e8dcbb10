// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { campaignStatementSchema } from "../../shared/money-responses";
import type { CampaignStatement } from "../../shared/statement";
import { renderCampaignPageAsMember } from "../../../tests/support/campaign-page-render";
import { failure, ok, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { fixture } from "../../../tests/support/client-fixtures";
import { noPaperOrders } from "../../../tests/support/statement";
import { StatementPage } from "./statement-page";

// The statement page ('Relevé', docs/product.md#statement): its figures, what paper orders do to the next payout, a failed
// read with 'Réessayer', a refusal.

resetAfterEach();

const campaignId = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const statementPath = `/api/campaigns/${campaignId}/statement`;

const statement: CampaignStatement = {
  campaign: { id: campaignId, name: "École Jules Ferry", slug: "ecole-jules-ferry", message: null },
  association: { id: "a-1", name: "École Jules Ferry" },
  computed_at: "2025-03-14T09:30:00.000Z",
  payout_delay_days: 14,
  totals: {
    orders: 4,
    bar_sales_cents: 12_000,
    bar_refunds_cents: 1_500,
    share_cents: 2_100,
    donations_cents: 1_000,
    delivery_fees_cents: 780,
    refunds_cents: 1_890,
    held_by_association_cents: 0,
    paid_out_cents: 1_000,
    in_transfer_cents: 500,
    balance_cents: 1_600,
    payable_cents: 600,
  },
  next_payable_on: "2025-03-28T10:00:00.000Z",
  orders_to_prepare: 2,
  payouts: [
    { id: "p-2", amount_cents: 500, status: "generated", created_at: "2025-03-10T08:00:00.000Z", paid_on: null, bank_reference: null },
    {
      id: "p-1",
      amount_cents: 1_000,
      status: "paid",
      created_at: "2025-02-01T08:00:00.000Z",
      paid_on: "2025-02-03",
      bank_reference: "VIR-0203",
    },
  ],
  paper_orders: noPaperOrders,
};

const renderStatement = (handler: ApiHandler, role = "manager") =>
  renderCampaignPageAsMember(<StatementPage />, { role, page: "statement", campaignId }, handler);

/** The figure a label of the summary shows ('Solde dû' -> '16,00 €'). */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent?.replace(/\s/g, " ") ?? "";
}

describe("Relevé", () => {
  it("shows the figures, the payouts and the files of the statement", async () => {
    renderStatement((call) => (call.path === statementPath ? ok(fixture(campaignStatementSchema, statement)) : undefined));

    expect(await screen.findByText("/c/ecole-jules-ferry")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Relevé" })).toBeTruthy();
    // The layout names the campaign at once; the figures come with the statement.
    await waitFor(() => expect(figure("Ventes de tablettes")).toBe("120,00 €"));
    expect(figure("Remboursements de tablettes")).toBe("-15,00 €");
    expect(figure("Part de l'association (20 %)")).toBe("21,00 €");
    expect(figure("Dons (100 % à l'association)")).toBe("10,00 €");
    expect(figure("Frais de livraison (conservés par l'atelier)")).toBe("7,80 €");
    expect(figure("Déjà versé")).toBe("10,00 €");
    expect(figure("Virement en cours")).toBe("5,00 €");
    expect(figure("Solde dû")).toBe("16,00 €");
    expect(figure("Dont versable aujourd'hui")).toBe("6,00 €");
    expect(
      screen.getByText(
        "La part d'une commande devient versable 14 jours après son expédition ou sa remise à l'association (le délai de réclamation).",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Prochaine date de versement : 28 mars 2025")).toBeTruthy();
    expect(
      screen.getByText(
        "2 commandes de tablettes sont encore à préparer : la part d'une commande payée par carte devient versable après sa livraison.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Calculé le 14 mars 2025 à 10:30 à partir de vos commandes.")).toBeTruthy();

    const payouts = within(screen.getByRole("region", { name: "Versements" })).getAllByRole("listitem");
    expect(payouts.map((item) => item.textContent?.replace(/\s/g, " "))).toEqual([
      "10 mars 2025Référence : —5,00 €Virement en cours",
      "3 février 2025Référence : VIR-020310,00 €Versé",
    ]);
    expect(screen.getByRole("link", { name: "Télécharger le relevé (PDF)" }).getAttribute("href")).toBe(`${statementPath}.pdf`);
    const csv = screen.getByRole("link", { name: "Exporter les mouvements (CSV)" });
    expect(csv.getAttribute("href")).toBe(`${statementPath}.csv`);
    expect(csv.hasAttribute("download")).toBe(true);
  });

  it("shows the cash and cheques the association holds, and what they do to the next payout, with the orders a link away", async () => {
    const withPaper: CampaignStatement = {
      ...statement,
      totals: { ...statement.totals, held_by_association_cents: 12_000 },
      paper_orders: {
        cash: { count: 2, held_cents: 4_000 },
        cheque: { count: 3, held_cents: 8_000 },
        next_payout: { count: 1, held_cents: 4_000, due_cents: -3_200 },
        cancelled_after_payout: { count: 1, due_cents: 3_200 },
        awaiting_confirmation: { count: 2, amount_cents: 9_000 },
      },
    };
    renderStatement((call) => (call.path === statementPath ? ok(fixture(campaignStatementSchema, withPaper)) : undefined));

    const section = await screen.findByRole("region", { name: "Commandes papier" });
    expect(figure("Encaissé par l'association (espèces, chèques)")).toBe("-120,00 €");
    expect(figure("Espèces encaissées par l'association")).toBe("40,00 €");
    expect(figure("Chèques encaissés par l'association")).toBe("80,00 €");
    expect(figure("Effet sur le prochain versement")).toBe("-32,00 €");
    expect(
      within(section).getByText(
        "1 commande pas encore comptée dans un versement (40,00 € encaissés) : votre part et les dons, moins l'argent déjà encaissé.",
      ),
    ).toBeTruthy();
    expect(figure("Annulées après un versement")).toBe("+32,00 €");
    expect(figure("En attente de confirmation")).toBe("90,00 €");
    expect(within(section).getByRole("link", { name: "Voir les commandes papier" }).getAttribute("href")).toBe(
      `/commandes-papier/${campaignId}`,
    );
  });

  it("says who owes whom when the balance is negative, and announces no payout day", async () => {
    // The server leaves next_payable_on out then; the screen doesn't trust a date beside a negative balance either.
    const owing = { ...statement, totals: { ...statement.totals, balance_cents: -2_880, payable_cents: 0 } };
    renderStatement((call) => (call.path === statementPath ? ok(fixture(campaignStatementSchema, owing)) : undefined));

    await waitFor(() => expect(figure("Solde dû")).toBe("-28,80 €"));
    expect(
      screen.getByText(
        "Solde négatif : l'association doit 28,80 € à l'atelier (elle a encaissé plus que ce qui lui revient). Cette somme sera déduite de ses prochains versements ; tant que le solde reste négatif, aucun versement n'est fait.",
        { normalizer: (text) => text.replace(/\s/g, " ") },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Prochaine date de versement/)).toBeNull();
  });

  it("leaves out an empty transfer and says when nothing was paid yet", async () => {
    const quiet = {
      ...statement,
      totals: { ...statement.totals, in_transfer_cents: 0 },
      next_payable_on: null,
      orders_to_prepare: 0,
      payouts: [],
    };
    renderStatement((call) => (call.path === statementPath ? ok(fixture(campaignStatementSchema, quiet)) : undefined));

    expect(await screen.findByText("Aucun versement pour le moment.")).toBeTruthy();
    expect(screen.queryByText("Virement en cours")).toBeNull();
    expect(screen.queryByText(/Prochaine date de versement/)).toBeNull();
    expect(screen.queryByText(/encore à préparer/)).toBeNull();
    // No paper order: no section for them.
    expect(screen.queryByRole("region", { name: "Commandes papier" })).toBeNull();
  });

  it("says a failed load where the statement would be, and 'Réessayer' reads it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls, user } = renderStatement(failsOnceThen(statementPath, ok(fixture(campaignStatementSchema, statement))));
    const reads = () => calls.filter((call) => call.path === statementPath).length;

    await expectReadRetried(user, { alert: "Impossible de charger le relevé.", empty: "Solde dû" });
    expect(await screen.findByText("Solde dû")).toBeTruthy();
    expect(reads()).toBe(2);
  });

  it("tells a volunteer that the statement is for managers and treasurers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderStatement((call) => (call.path === statementPath ? failure(403, "FORBIDDEN", "Accès refusé") : undefined), "volunteer");

    expect(await screen.findByText("Le relevé est réservé aux responsables et aux trésoriers de l'association.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Réessayer" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Télécharger le relevé (PDF)" })).toBeNull();
  });

  it("says an unknown campaign is not found", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderStatement((call) =>
      call.path === statementPath ? failure(404, "CAMPAIGN_NOT_FOUND", "Campagne introuvable ou non publiée") : undefined,
    );

    expect(await screen.findByText("Campagne introuvable")).toBeTruthy();
  });
});
