// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buyerMessageSentSchema, buyerMessagesResponseSchema, type BuyerMessagesResponse } from "../../shared/buyer-messages";
import { renderCampaignPageAsMember } from "../../../tests/support/campaign-page-render";
import { fixture } from "../../../tests/support/client-fixtures";
import { findToast, failure, ok, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { deferredAnswer, expectSentPending } from "../../../tests/support/deferred-answer";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { BuyerMessagesPage } from "./buyer-messages-page";

// 'Prévenir les acheteurs' (docs/product.md#messages-to-buyers): the form of a message of the association's own, the
// confirmed 'Votre commande est prête', what each role sees, and a failed read with 'Réessayer'.

resetAfterEach();

const campaignId = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const messagesPath = `/api/campaigns/${campaignId}/buyer-messages`;

const page = fixture(buyerMessagesResponseSchema, {
  campaign: { id: campaignId, name: "École Jules Ferry", slug: "ecole-jules-ferry" },
  messages: [
    {
      id: "m-1",
      kind: "ready",
      subject: "Votre commande est prête - École Jules Ferry",
      body: null,
      recipients: 4,
      author_name: "Anne Le Bihan",
      created_at: "2025-03-13T09:30:00.000Z",
    },
  ],
  recipients: { ready: 2, free: 3 },
  pacing: { sent_today: 0, max_per_day: 3, ready_sent_today: false },
});

const renderPage = (role: string, handler: ApiHandler) =>
  renderCampaignPageAsMember(<BuyerMessagesPage />, { role, page: "buyerMessages", campaignId }, handler);

const reads =
  (data: BuyerMessagesResponse, post: ApiHandler = () => undefined): ApiHandler =>
  (call) =>
    call.path !== messagesPath ? undefined : call.method === "GET" ? ok(fixture(buyerMessagesResponseSchema, data)) : post(call);

const sentMessage = (recipients: number, kind: "free" | "ready" = "free") => ({
  status: 201,
  body: fixture(buyerMessageSentSchema, {
    message: {
      id: "m-2",
      kind,
      subject: "Merci pour la kermesse",
      body: "Grâce à vous, la kermesse est financée.",
      recipients,
      author_name: "Marie Martin",
      created_at: "2025-03-14T10:00:00.000Z",
    },
  }),
});

describe("the free message form", () => {
  it("checks the subject and the text in French in the browser, before sending anything", async () => {
    const { calls, user } = renderPage("manager", reads(page));

    await user.type(await screen.findByLabelText("Objet"), "Ok");
    await user.type(screen.getByLabelText("Message"), "Merci !");
    await user.click(screen.getByRole("button", { name: "Envoyer à tous les acheteurs (3)" }));

    expect((await screen.findAllByText("L'objet doit contenir au moins 3 caractères")).length).toBeGreaterThan(0);
    expect(screen.getByText("Le message doit contenir au moins 10 caractères")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("says 'Message envoyé à n acheteurs' only once the server has answered, then empties the form", async () => {
    const answer = deferredAnswer();
    const { calls, user } = renderPage(
      "manager",
      reads(page, () => answer.promise),
    );

    const message = { subject: "Merci pour la kermesse", body: "Grâce à vous, la kermesse est financée." };
    await user.type(await screen.findByLabelText("Objet"), message.subject);
    await user.type(screen.getByLabelText("Message"), message.body);
    await user.click(screen.getByRole("button", { name: "Envoyer à tous les acheteurs (3)" }));

    const sent = { method: "POST", path: messagesPath, body: { kind: "free", ...message } };
    await expectSentPending(calls, sent, { pending: "Envoi...", notYet: /Message envoyé/ });

    answer.release(sentMessage(3));
    expect(await screen.findByText("Message envoyé à 3 acheteurs")).toBeTruthy();
    expect((screen.getByLabelText("Objet") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's refusal, such as the daily limit, and keeps what was written", async () => {
    const limit = "Vous avez déjà envoyé 3 messages aujourd'hui pour cette campagne. Réessayez demain.";
    const { user } = renderPage(
      "manager",
      reads(page, () => failure(429, "BUYER_MESSAGES_DAILY_LIMIT", limit)),
    );

    await user.type(await screen.findByLabelText("Objet"), "Merci pour la kermesse");
    await user.type(screen.getByLabelText("Message"), "Grâce à vous, la kermesse est financée.");
    await user.click(screen.getByRole("button", { name: "Envoyer à tous les acheteurs (3)" }));

    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.queryByText(/Message envoyé/)).toBeNull();
    expect((screen.getByLabelText("Objet") as HTMLInputElement).value).toBe("Merci pour la kermesse");
  });
});

describe("'Votre commande est prête'", () => {
  it("asks first, saying how many buyers will get it, then sends it", async () => {
    const { calls, user } = renderPage(
      "volunteer",
      reads(page, () => sentMessage(2, "ready")),
    );

    await user.click(await screen.findByRole("button", { name: "Envoyer « Votre commande est prête »" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("2 acheteurs le recevront par e-mail.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Envoyer à 2 acheteurs" }));
    expect(await findToast("Message envoyé à 2 acheteurs")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ kind: "ready" });
    // A volunteer hands the bars over but doesn't write in the association's name.
    expect(screen.queryByLabelText("Objet")).toBeNull();
  });

  it("can't be sent twice a day", async () => {
    renderPage("manager", reads({ ...page, pacing: { ...page.pacing, sent_today: 1, ready_sent_today: true } }));
    const button = await screen.findByRole("button", { name: "Envoyer « Votre commande est prête »" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Déjà envoyé aujourd'hui : vous pourrez le renvoyer demain.")).toBeTruthy();
  });

  it("lists the past sendings with their count, date and author", async () => {
    renderPage("treasurer", reads({ ...page, recipients: { ready: 0, free: 3 } }));
    expect(await screen.findByText("Votre commande est prête - École Jules Ferry")).toBeTruthy();
    expect(screen.getByText("Envoyé à 4 acheteurs le 13 mars 2025 à 10:30 par Anne Le Bihan")).toBeTruthy();
    expect(screen.getByText("Aucun acheteur à prévenir pour le moment.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Envoyer « Votre commande est prête »" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("a failed read", () => {
  it("is said where the messages would be, with 'Réessayer'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderPage("manager", failsOnceThen(messagesPath, ok(page)));

    await expectReadRetried(user, { alert: "Impossible de charger les messages. Vérifiez votre connexion, puis réessayez." });
    expect(await screen.findByRole("button", { name: "Envoyer à tous les acheteurs (3)" })).toBeTruthy();
  });
});
