// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { meResponseSchema } from "../../shared/account-responses";
import { acceptedInvitationSchema, invitationSummarySchema, type InvitationSummary } from "../../shared/team-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import {
  failure,
  membership,
  ok,
  renderClient,
  resetAfterEach,
  signedInAs,
  stubApi,
  type ApiHandler,
} from "../../../tests/support/client-render";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { CURRENT_ASSOCIATION_STORAGE_KEY } from "../session/select-association";
import { InvitationPage } from "./invitation-page";

resetAfterEach();

const TOKEN = "abc_DEF-123";
const summaryPath = `/api/invitations/${TOKEN}`;

const pending = fixture(invitationSummarySchema, {
  association_name: "Rugby Club de Vannes",
  role: "treasurer",
  inviter_name: "Marie Martin",
  status: "pending",
  expires_at: "2025-03-17T09:00:00.000Z",
});

const ownAssociation = membership("a-own", "Mon association", "manager");
const rugby = membership("a-rugby", "Rugby Club de Vannes", "treasurer");

function renderInvitation(handler: ApiHandler, account?: ReturnType<typeof signedInAs>) {
  const calls = stubApi(handler, account);
  const view = renderClient(<InvitationPage />, { account, path: `/invitation/${TOKEN}`, route: "/invitation/:token" });
  return { ...view, calls, user: userEvent.setup() };
}

const summary =
  (answer: InvitationSummary, other: ApiHandler = () => undefined): ApiHandler =>
  (call) =>
    call.method === "GET" && call.path === summaryPath ? ok(fixture(invitationSummarySchema, answer)) : other(call);

describe("InvitationPage, a pending invitation", () => {
  it("explains the association, the role and what it allows, and who invites", async () => {
    renderInvitation(summary(pending));

    expect(await screen.findByRole("heading", { name: "Rejoindre Rugby Club de Vannes" })).toBeTruthy();
    expect(
      screen.getByText(
        "Marie Martin (Rugby Club de Vannes) vous invite à rejoindre son équipe sur Boutique Solidaire, avec le rôle Trésorier.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Rôle proposé : Trésorier")).toBeTruthy();
    expect(screen.getByText("L'argent : ventes, relevés, exports et coordonnées bancaires. Ne modifie pas la boutique.")).toBeTruthy();
    expect(screen.getByText("Cette invitation expire le 17 mars 2025 et ne sert qu'une fois.")).toBeTruthy();
  });

  it("says it plainly when the inviter has no name", async () => {
    renderInvitation(summary({ ...pending, inviter_name: null, role: "volunteer" }));
    expect(
      await screen.findByText(
        "Une invitation vous attend pour rejoindre Rugby Club de Vannes sur Boutique Solidaire, avec le rôle Bénévole.",
      ),
    ).toBeTruthy();
  });

  it("signed out: sign-in and sign-up links that come back to this page", async () => {
    renderInvitation(summary(pending));

    const back = encodeURIComponent(`/invitation/${TOKEN}`);
    expect((await screen.findByRole("link", { name: "Se connecter" })).getAttribute("href")).toBe(`/auth/login?retour=${back}`);
    expect(screen.getByRole("link", { name: "Créer un compte" }).getAttribute("href")).toBe(`/auth/register?retour=${back}`);
    expect(screen.queryByRole("button", { name: "Rejoindre l'association" })).toBeNull();
  });

  it("signed in: joins, switches to the association and goes to Mon compte", async () => {
    const account = signedInAs([ownAssociation]);
    const { calls, user } = renderInvitation(
      summary(pending, (call) => {
        if (call.method === "POST" && call.path === `${summaryPath}/accept`) {
          return ok(
            fixture(acceptedInvitationSchema, { association_id: "a-rugby", association_name: "Rugby Club de Vannes", role: "treasurer" }),
          );
        }
        // Once joined, /api/me lists the new membership.
        if (call.path === "/api/me") return ok(fixture(meResponseSchema, { ...account.me, memberships: [ownAssociation, rugby] }));
        return undefined;
      }),
      account,
    );

    expect(await screen.findByText("marie@example.fr")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Rejoindre l'association" }));

    expect(await screen.findByText("Bienvenue dans Rugby Club de Vannes !")).toBeTruthy();
    expect(screen.getByText("Votre rôle : Trésorier.")).toBeTruthy();
    expect((await screen.findByTestId("location")).textContent).toBe("/compte");
    expect(window.localStorage.getItem(CURRENT_ASSOCIATION_STORAGE_KEY)).toBe("a-rugby");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("signed in with another address: the server's message, and the page stays", async () => {
    const account = signedInAs([ownAssociation]);
    const { user } = renderInvitation(
      summary(pending, (call) =>
        call.method === "POST"
          ? failure(403, "INVITATION_OTHER_EMAIL", "Cette invitation a été envoyée à une autre adresse e-mail.")
          : undefined,
      ),
      account,
    );

    await user.click(await screen.findByRole("button", { name: "Rejoindre l'association" }));

    expect(await screen.findByText("Cette invitation a été envoyée à une autre adresse e-mail.")).toBeTruthy();
    expect(screen.queryByText(/Bienvenue/)).toBeNull();
    expect(screen.queryByTestId("location")).toBeNull();
    expect(window.localStorage.getItem(CURRENT_ASSOCIATION_STORAGE_KEY)).toBe("a-own");
  });
});

describe("InvitationPage, a link that no longer works", () => {
  it.each([
    ["expired", "Invitation expirée", "Cette invitation a expiré : demandez-en une nouvelle à l'association."],
    ["used", "Invitation déjà utilisée", "Cette invitation a déjà été utilisée."],
    ["revoked", "Invitation annulée", "Cette invitation a été annulée par l'association."],
  ] as const)("%s: says so in French, with no way to join", async (status, title, message) => {
    renderInvitation(summary({ ...pending, status }));

    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(screen.queryByRole("button", { name: "Rejoindre l'association" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Se connecter" })).toBeNull();
  });

  it("unknown: 'Cette invitation n'existe pas.'", async () => {
    renderInvitation((call) =>
      call.path === summaryPath ? failure(404, "INVITATION_NOT_FOUND", "Cette invitation n'existe pas.") : undefined,
    );

    expect(await screen.findByRole("heading", { name: "Invitation introuvable" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Cette invitation n'existe pas.");
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("a failed load is not an unknown invitation: it offers 'Réessayer'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderInvitation(
      failsOnceThen(
        summaryPath,
        ok(pending),
        failure(503, "SERVICE_UNAVAILABLE", "Le service est momentanément indisponible. Veuillez réessayer."),
      ),
    );

    await expectReadRetried(user, { alert: "Impossible de charger l'invitation.", empty: "Cette invitation n'existe pas." });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Rejoindre Rugby Club de Vannes" })).toBeTruthy());
  });
});
