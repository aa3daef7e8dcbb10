// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  distributionOrderSchema,
  distributionSchema,
  handOverResponseSchema,
  type Distribution,
  type DistributionOrder,
} from "../../shared/distribution-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { renderCampaignPageAsMember } from "../../../tests/support/campaign-page-render";
import { failure, ok, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { DistributionPage } from "./distribution-page";

// The hand-over screen (docs/product.md#handing-over, #distribution-day-without-network): a hand-over that can't reach
// the server waits on the phone, said as such, and is sent with its key when the network is back. 'Remettre' waits five
// seconds with 'Annuler' before it is sent (decision 041): the clock is the test's, running on by itself.

resetAfterEach();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** The five seconds 'Annuler' is offered, passed. */
const afterTheHold = () => act(() => vi.advanceTimersByTimeAsync(5_000));

const campaignId = "7a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const listPath = `/api/campaigns/${campaignId}/distribution`;
const handOverPath = `${listPath}/hand-over`;

const elodie = fixture(distributionOrderSchema, {
  reference: "BS-ELODIE23",
  customer_name: "Élodie Martin",
  products: [
    { product_id: "blanc", name: "Chocolat Blanc", bars: 1 },
    { product_id: "noir", name: "Chocolat Noir", bars: 2 },
  ],
  bars: 3,
  payment_method: "card",
  fulfilment_status: "delivered_to_association",
  handed_over_at: null,
});
const arthur = fixture(distributionOrderSchema, {
  reference: "BS-ARTHUR45",
  customer_name: "Arthur Dupont",
  products: [{ product_id: "praline", name: "Chocolat Amandes", bars: 2 }],
  bars: 2,
  payment_method: "cash",
  fulfilment_status: "handed_over",
  handed_over_at: "2025-03-14T09:05:00.000Z",
});

function listOf(orders: DistributionOrder[]): Distribution {
  const done = orders.filter((o) => o.fulfilment_status === "handed_over");
  return fixture(distributionSchema, {
    campaign: { id: campaignId, name: "École Jules Ferry", slug: "ecole-jules-ferry" },
    counts: { handed_over: done.length, total: orders.length },
    bars: { handed_over: done.reduce((s, o) => s + o.bars, 0), total: orders.reduce((s, o) => s + o.bars, 0) },
    grouping: "letter",
    groups: orders.map((order) => ({ key: order.customer_name[0], label: order.customer_name[0], orders: [order] })),
  });
}

const renderScreen = (handler: ApiHandler) =>
  renderCampaignPageAsMember(<DistributionPage />, { role: "volunteer", page: "distribution", campaignId }, handler);

describe("Distribution", () => {
  it("keeps a hand-over made without network on the phone, says it waits, and sends it with its key when the network is back", async () => {
    let online = false;
    let orders = [arthur, elodie];
    const handedOverAt = "2025-03-14T09:32:00.000Z";
    const { calls, user } = renderScreen((call) => {
      if (call.path === listPath) return ok(listOf(orders));
      if (call.path === handOverPath && call.method === "POST") {
        // The phone lost its network: fetch itself fails, nothing reaches the server.
        if (!online) throw new TypeError("Failed to fetch");
        const order = { ...elodie, fulfilment_status: "handed_over" as const, handed_over_at: handedOverAt };
        orders = [arthur, order];
        return ok(fixture(handOverResponseSchema, { order, changed: true, already_handed_over_at: null, handed_over_by: null }));
      }
      return undefined;
    });

    expect(await screen.findByText("Remises : 1 / 2")).toBeTruthy();
    expect(screen.getByText("En ligne")).toBeTruthy();
    expect(screen.getByText("Remise ✓ 10:05")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remettre la commande BS-ELODIE23 à Élodie Martin" }));
    await afterTheHold();

    // Handed over, not recorded yet: counted, said apart, and on the order; no error to clear.
    expect(await screen.findByText("Hors connexion")).toBeTruthy();
    expect(
      screen.getByText(/^Liste mise à jour à \d\d:\d\d\. 1 remise en attente d'envoi : elle sera envoyée dès le retour du réseau\.$/),
    ).toBeTruthy();
    expect(screen.getByText("Remises : 2 / 2")).toBeTruthy();
    expect(screen.getByText("dont 1 remise en attente d'envoi")).toBeTruthy();
    expect(screen.getByText("En attente d'envoi")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remettre la commande BS-ELODIE23/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("Remise ✓ 10:32")).toBeTruthy();
    expect(screen.getByText("Remises : 2 / 2")).toBeTruthy();
    expect(screen.queryByText("dont 1 remise en attente d'envoi")).toBeNull();
    expect(screen.getByText("En ligne")).toBeTruthy();
    const sent = calls.filter((c) => c.path === handOverPath).map((c) => c.body as { reference: string; idempotency_key: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(sent[1]);
    expect(sent[0].reference).toBe("BS-ELODIE23");
    expect(sent[0].idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("says when an order was already handed over, and finds an order by a part of a name or reference", async () => {
    const { user } = renderScreen((call) => {
      if (call.path === listPath) return ok(listOf([arthur, elodie]));
      if (call.path === handOverPath) {
        const order = { ...elodie, fulfilment_status: "handed_over" as const, handed_over_at: "2025-03-14T08:15:00.000Z" };
        return ok(
          fixture(handOverResponseSchema, {
            order,
            changed: false,
            already_handed_over_at: order.handed_over_at,
            handed_over_by: "Nathalie",
          }),
        );
      }
      return undefined;
    });

    await user.type(await screen.findByLabelText("Rechercher un nom ou une référence"), "elod");
    expect(screen.queryByText("Arthur Dupont")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remettre la commande BS-ELODIE23 à Élodie Martin" }));
    await afterTheHold();
    expect(await screen.findByText("Déjà remise par Nathalie le 14 mars 2025 à 09:15")).toBeTruthy();
  });

  it("shows the server's refusal as it is", async () => {
    const { user } = renderScreen((call) => {
      if (call.path === listPath) return ok(listOf([elodie]));
      if (call.path === handOverPath) {
        return failure(
          409,
          "ORDER_NOT_HANDED_OVER",
          "Cette commande ne peut pas être remise : elle n'est pas encore arrivée à l'association.",
        );
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Remettre la commande BS-ELODIE23 à Élodie Martin" }));
    await afterTheHold();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Cette commande ne peut pas être remise : elle n'est pas encore arrivée à l'association.");
  });

  it("holds 'Remettre' five seconds with 'Annuler': taken back, nothing is sent, even when the page opens again", async () => {
    const { calls, user, unmount } = renderScreen((call) => (call.path === listPath ? ok(listOf([arthur, elodie])) : undefined));
    const remettre = await screen.findByRole("button", { name: "Remettre la commande BS-ELODIE23 à Élodie Martin" });
    await user.click(remettre);

    const undo = screen.getByRole("button", { name: "Annuler la remise de la commande BS-ELODIE23" });
    const held = undo.closest("[role=status]")!;
    expect(held.textContent).toContain("Commande BS-ELODIE23 · Élodie Martin : 3 tablettes");
    expect(held.textContent).toContain("Enregistrement dans 5 s.");
    // The keyboard is on 'Annuler' at once; nothing reads as handed over while it waits.
    expect(document.activeElement).toBe(undo);
    expect(screen.getByText("Remises : 1 / 2")).toBeTruthy();
    await user.click(remettre);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await user.click(undo);

    expect(await screen.findByText("Remise annulée")).toBeTruthy();
    expect(screen.getByText("Rien n'est enregistré : la commande BS-ELODIE23 reste à remettre.")).toBeTruthy();
    await afterTheHold();
    unmount();
    const reopened = renderScreen((call) => (call.path === listPath ? ok(listOf([arthur, elodie])) : undefined));
    expect(await screen.findByRole("button", { name: "Remettre la commande BS-ELODIE23 à Élodie Martin" })).toBeTruthy();
    await afterTheHold();
    expect([...calls, ...reopened.calls].filter((call) => call.path === handOverPath)).toEqual([]);
  });

  it("sends a held hand-over once however often 'Remettre' is pressed, and after the page was closed before its time", async () => {
    let orders = [arthur, elodie];
    const answer = (call: { path: string; method: string }) => {
      if (call.path === listPath) return ok(listOf(orders));
      if (call.path === handOverPath && call.method === "POST") {
        const order = { ...elodie, fulfilment_status: "handed_over" as const, handed_over_at: "2025-03-14T09:40:00.000Z" };
        orders = [arthur, order];
        return ok(fixture(handOverResponseSchema, { order, changed: true, already_handed_over_at: null, handed_over_by: null }));
      }
      return undefined;
    };
    const first = renderScreen(answer);
    const remettre = await screen.findByRole("button", { name: "Remettre la commande BS-ELODIE23 à Élodie Martin" });
    await first.user.click(remettre);
    await first.user.click(remettre);
    // The volunteer closes the page two seconds later: the hand-over is kept, not sent, not lost.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    first.unmount();
    expect(first.calls.filter((call) => call.path === handOverPath)).toEqual([]);

    const second = renderScreen(answer);
    expect(await screen.findByRole("button", { name: "Annuler la remise de la commande BS-ELODIE23" })).toBeTruthy();
    await afterTheHold();
    expect(await screen.findByText("Commande BS-ELODIE23 remise à Élodie Martin : 3 tablettes")).toBeTruthy();
    expect(screen.getByText("Remises : 2 / 2")).toBeTruthy();
    expect(screen.getByText("Remise ✓ 10:40")).toBeTruthy();
    await afterTheHold();
    const sent = [...first.calls, ...second.calls].filter((call) => call.path === handOverPath);
    expect(sent.map((call) => (call.body as { reference: string }).reference)).toEqual(["BS-ELODIE23"]);
  });

  it("says an empty list, and a failed read with 'Réessayer'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderScreen(failsOnceThen(listPath, ok(listOf([]))));

    await expectReadRetried(user, { alert: "Impossible de charger la liste de distribution." });
    expect(await screen.findByText("Aucune commande à retirer pour le moment.")).toBeTruthy();
    expect(screen.getByText("Remises : 0 / 0")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Télécharger la liste (PDF)" }).getAttribute("href")).toBe(`${listPath}.pdf`);
    expect(screen.getByRole("link", { name: "Exporter (CSV)" }).getAttribute("href")).toBe(`${listPath}.csv`);
  });
});
