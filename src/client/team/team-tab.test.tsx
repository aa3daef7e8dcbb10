// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { meResponseSchema } from "../../shared/account-responses";
import {
  invitationResponseSchema,
  teamChangeResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
  type TeamResponse,
} from "../../shared/team-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { failure, ok, renderAsMember, resetAfterEach, type ApiHandler } from "../../../tests/support/client-render";
import { deferredAnswer, expectSentPending } from "../../../tests/support/deferred-answer";
import { expectReadRetried, failsOnceThen } from "../../../tests/support/failed-read";
import { TeamTab } from "./team-tab";

resetAfterEach();

const ASSOCIATION = "a-jules";
const teamPath = `/api/associations/${ASSOCIATION}/members`;

const marie = {
  user_id: "user-1",
  name: "Marie Martin",
  email: "marie@example.fr",
  role: "manager",
  since: "2025-01-06T09:00:00.000Z",
} as const;
const paul = {
  user_id: "user-2",
  name: "Paul Durand",
  email: "paul@example.fr",
  role: "volunteer",
  since: "2025-03-03T09:00:00.000Z",
} as const;
const invitation = {
  id: "inv-1",
  email: "lea@example.fr",
  role: "treasurer",
  created_at: "2025-03-10T09:00:00.000Z",
  expires_at: "2025-03-17T09:00:00.000Z",
} as const;

/** The team as the server shows it to a manager or a treasurer... */
const fullTeam = fixture(teamResponseSchema, { members: [marie, paul], invitations: [invitation] });
/** ...and to a volunteer: no e-mail, no invitation. */
const volunteerView = fixture(teamResponseSchema, {
  members: [
    { ...marie, email: null },
    { ...paul, email: null },
  ],
  invitations: [],
});

const renderTeam = (role: string, handler: ApiHandler) => renderAsMember(<TeamTab />, { associationId: ASSOCIATION, role }, handler);

/** Answers the team read with `team`, and the other calls with `answer`. */
const teamAnd =
  (team: TeamResponse, answer: ApiHandler = () => undefined): ApiHandler =>
  (call) =>
    call.method === "GET" && call.path === teamPath ? ok(team) : answer(call);

const memberRow = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

describe("TeamTab for a manager", () => {
  it("lists the members with their role, e-mail and date, and the pending invitations", async () => {
    renderTeam("manager", teamAnd(fullTeam));

    expect(await screen.findByText("Marie Martin")).toBeTruthy();
    const paulRow = memberRow("Paul Durand");
    expect(within(paulRow).getByText("Bénévole")).toBeTruthy();
    expect(within(paulRow).getByText("paul@example.fr")).toBeTruthy();
    expect(within(paulRow).getByText("Membre depuis le 3 mars 2025")).toBeTruthy();
    expect(within(memberRow("Marie Martin")).getByText("vous")).toBeTruthy();

    const invitationRow = screen.getByText("lea@example.fr").closest("li") as HTMLElement;
    expect(within(invitationRow).getByText("Trésorier")).toBeTruthy();
    expect(within(invitationRow).getByText("Envoyée le 10 mars 2025, expire le 17 mars 2025")).toBeTruthy();
  });

  it("offers to change roles, remove others, revoke invitations, invite with each role's description, and leave", async () => {
    renderTeam("manager", teamAnd(fullTeam));
    await screen.findByText("Paul Durand");

    expect(screen.getByRole("button", { name: "Changer le rôle de Paul Durand" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retirer Paul Durand de l'association" })).toBeTruthy();
    // Oneself: leaving is at the bottom, not a removal.
    expect(screen.queryByRole("button", { name: "Retirer Marie Martin de l'association" })).toBeNull();
    expect(screen.getByRole("button", { name: "Annuler l'invitation de lea@example.fr" })).toBeTruthy();

    const roles = screen.getByRole("group", { name: "Rôle" });
    const treasurer = within(roles).getByRole("radio", { name: "Trésorier" });
    expect(treasurer.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      within(roles).getByText("L'argent : ventes, relevés, exports et coordonnées bancaires. Ne modifie pas la boutique."),
    ).toBeTruthy();
    expect((within(roles).getByRole("radio", { name: "Bénévole" }) as HTMLInputElement).checked).toBe(true);

    expect(screen.getByRole("button", { name: "Quitter l'association" })).toBeTruthy();
  });

  it("invites by e-mail with a role and says so once the server has answered", async () => {
    const answer = deferredAnswer();
    const { calls, user } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) => (call.method === "POST" ? answer.promise : undefined)),
    );
    await screen.findByText("Paul Durand");

    await user.type(screen.getByLabelText("Adresse e-mail"), "Jean@Example.fr");
    await user.click(within(screen.getByRole("group", { name: "Rôle" })).getByRole("radio", { name: "Trésorier" }));
    await user.click(screen.getByRole("button", { name: "Envoyer l'invitation" }));

    await expectSentPending(
      calls,
      { method: "POST", path: `/api/associations/${ASSOCIATION}/invitations`, body: { email: "jean@example.fr", role: "treasurer" } },
      { pending: "Envoi...", notYet: "Invitation envoyée" },
    );

    answer.release({
      status: 201,
      body: fixture(invitationResponseSchema, { invitation: { ...invitation, id: "inv-2", email: "jean@example.fr" } }),
    });
    expect(await screen.findByText("Invitation envoyée")).toBeTruthy();
    expect(screen.getByText("Un e-mail a été envoyé à jean@example.fr.")).toBeTruthy();
    // The team is read again.
    await waitFor(() => expect(calls.filter((call) => call.path === teamPath)).toHaveLength(2));
  });

  it("shows the server's French message when an invitation is refused", async () => {
    const { user } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) =>
        call.method === "POST" ? failure(409, "ALREADY_MEMBER", "Cette personne fait déjà partie de l'association.") : undefined,
      ),
    );
    await screen.findByText("Paul Durand");

    await user.type(screen.getByLabelText("Adresse e-mail"), "paul@example.fr");
    await user.click(screen.getByRole("button", { name: "Envoyer l'invitation" }));

    expect(await screen.findByText("Cette personne fait déjà partie de l'association.")).toBeTruthy();
    expect(screen.queryByText("Invitation envoyée")).toBeNull();
  });

  it("checks the e-mail in the browser before sending anything", async () => {
    const { calls, user } = renderTeam("manager", teamAnd(fullTeam));
    await screen.findByText("Paul Durand");

    await user.type(screen.getByLabelText("Adresse e-mail"), "pas-une-adresse");
    await user.click(screen.getByRole("button", { name: "Envoyer l'invitation" }));

    expect((await screen.findAllByText("Email invalide")).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("changes a member's role", async () => {
    const { calls, user } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) =>
        call.method === "PATCH" ? ok(fixture(teamMemberResponseSchema, { member: { ...paul, role: "treasurer" } })) : undefined,
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Changer le rôle de Paul Durand" }));

    const dialog = await screen.findByRole("dialog", { name: "Changer le rôle" });
    expect(within(dialog).getByText("Paul Durand est actuellement Bénévole.")).toBeTruthy();
    await user.click(within(dialog).getByRole("radio", { name: "Trésorier" }));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Paul Durand est maintenant Trésorier.")).toBeTruthy();
    expect(calls.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      path: `/api/associations/${ASSOCIATION}/members/user-2`,
      body: { role: "treasurer" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's message when the last manager would be demoted", async () => {
    const { user } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) =>
        call.method === "PATCH"
          ? failure(409, "LAST_MANAGER", "Il doit rester au moins un responsable : nommez-en un autre d'abord.")
          : undefined,
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Changer le rôle de Marie Martin" }));
    const dialog = await screen.findByRole("dialog", { name: "Changer le rôle" });
    await user.click(within(dialog).getByRole("radio", { name: "Bénévole" }));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Il doit rester au moins un responsable : nommez-en un autre d'abord.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Changer le rôle" })).toBeTruthy();
    expect(screen.queryByText("Rôle modifié")).toBeNull();
  });

  it("removes a member only after confirming", async () => {
    const { calls, user } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) => (call.method === "DELETE" ? ok(fixture(teamChangeResponseSchema, { ok: true })) : undefined)),
    );
    await user.click(await screen.findByRole("button", { name: "Retirer Paul Durand de l'association" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Retirer Paul Durand ?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Retirer de l'association" }));

    expect(await screen.findByText("Membre retiré")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe(`/api/associations/${ASSOCIATION}/members/user-2`);
  });

  it("revokes a pending invitation", async () => {
    const { calls, user } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) => (call.method === "DELETE" ? ok(fixture(teamChangeResponseSchema, { ok: true })) : undefined)),
    );
    await user.click(await screen.findByRole("button", { name: "Annuler l'invitation de lea@example.fr" }));

    expect(await screen.findByText("Invitation annulée")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe(`/api/associations/${ASSOCIATION}/invitations/inv-1`);
  });

  it("leaves the association after confirming, and the memberships are read again", async () => {
    const { calls, user, account } = renderTeam(
      "manager",
      teamAnd(fullTeam, (call) => {
        if (call.method === "DELETE") return ok(fixture(teamChangeResponseSchema, { ok: true }));
        if (call.path === "/api/me") return ok(fixture(meResponseSchema, { ...account.me, memberships: [] }));
        return undefined;
      }),
    );
    await screen.findByText("Paul Durand");
    await user.click(screen.getByRole("button", { name: "Quitter l'association" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Quitter École Jules Ferry ?" });
    await user.click(within(dialog).getByRole("button", { name: "Quitter l'association" }));

    expect(await screen.findByText("Vous avez quitté l'association")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe(`/api/associations/${ASSOCIATION}/members/user-1`);
    expect(await screen.findByText("Aucune association n'est rattachée à votre compte.")).toBeTruthy();
  });
});

describe("TeamTab for other roles", () => {
  it("shows a volunteer the names and roles only, with nothing to manage", async () => {
    renderTeam("volunteer", teamAnd(volunteerView));

    expect(await screen.findByText("Paul Durand")).toBeTruthy();
    expect(screen.queryByText("paul@example.fr")).toBeNull();
    expect(screen.getByText("Seuls les responsables invitent et gèrent l'équipe.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Changer le rôle/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Retirer/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: /Invitations en attente/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Envoyer l'invitation" })).toBeNull();
    expect(screen.getByRole("button", { name: "Quitter l'association" })).toBeTruthy();
  });

  it("shows a treasurer the pending invitations without the means to change them", async () => {
    renderTeam("treasurer", teamAnd(fullTeam));

    expect(await screen.findByText("lea@example.fr")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Annuler l'invitation/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Changer le rôle/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Envoyer l'invitation" })).toBeNull();
  });

  it("manages nothing with a role code it doesn't know", async () => {
    renderTeam("auditor", teamAnd(volunteerView));

    expect(await screen.findByText("Paul Durand")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Envoyer l'invitation" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Changer le rôle/ })).toBeNull();
  });
});

describe("TeamTab loading", () => {
  it("says a failed load apart from an empty list, and loads again on 'Réessayer'", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderTeam("manager", failsOnceThen(teamPath, ok(fixture(teamResponseSchema, { members: [marie], invitations: [] }))));

    await expectReadRetried(user, {
      alert: "Impossible de charger l'équipe.",
      empty: "Aucune invitation en attente.",
      whileFailed: () => expect(logged).toHaveBeenCalled(), // logged, not toasted (docs/product.md#conventions)
    });

    expect(await screen.findByText("Aucune invitation en attente.")).toBeTruthy();
    expect(screen.getByText("Marie Martin")).toBeTruthy();
    expect(screen.queryByText(/Impossible de charger l'équipe/)).toBeNull();
  });
});
