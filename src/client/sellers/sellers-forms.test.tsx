// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addSellersResponseSchema, type Seller } from "../../shared/sellers-responses";
import { renderCampaignPageAsMember } from "../../../tests/support/campaign-page-render";
import { fixture } from "../../../tests/support/client-fixtures";
import { ok, resetAfterEach, type ApiAnswer, type ApiCall } from "../../../tests/support/client-render";
import { deferredAnswer } from "../../../tests/support/deferred-answer";
import { overviewOf, seller } from "../../../tests/support/sellers-overview";
import { SellersPage } from "./sellers-page";

// Adding sellers (docs/product.md#sellers): one at a time or a pasted list previewed before it is sent, the parents'
// agreement for a child, 'enregistré' only once the server answered, its refusal under the field it names; and
// removing one.

resetAfterEach();

const campaignId = "4d1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const sellersPath = `/api/campaigns/${campaignId}/sellers`;

const stored = (id: string, firstName: string, groupName: string | null = null): Seller =>
  seller({ id, code: "k7m2p9qa", first_name: firstName, group_name: groupName });

/** The page over a list the test holds; `onPost` answers the additions. */
function renderPage(onPost: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>, initial: Seller[] = []) {
  const sellers = [...initial];
  const { calls, user } = renderCampaignPageAsMember(<SellersPage />, { role: "volunteer", page: "sellers", campaignId }, (call) => {
    if (call.path === sellersPath && call.method === "GET") return ok(overviewOf(sellers));
    if (call.path === sellersPath && call.method === "POST") return onPost(call);
    if (call.path.startsWith(`${sellersPath}/`) && call.method === "DELETE") {
      sellers.splice(
        sellers.findIndex((seller) => call.path.endsWith(seller.id)),
        1,
      );
      return { status: 204 };
    }
    return undefined;
  });
  return { calls, user, sellers };
}

/** The server stores the sellers it is sent, as they were sent. */
const storedAsSent = (call: ApiCall): ApiAnswer => {
  const body = call.body as { sellers: { first_name: string; group_name: string | null }[] };
  return {
    status: 201,
    body: fixture(addSellersResponseSchema, { sellers: body.sellers.map((s, i) => stored(`s-${i}`, s.first_name, s.group_name)) }),
  };
};

/** The 'Coller une liste' tab, opened. */
async function pasteForm(user: UserEvent) {
  await user.click(await screen.findByRole("tab", { name: "Coller une liste" }));
  return screen.getByRole("form", { name: "Coller une liste" });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === "POST" && call.path === sellersPath);
/** What a screen reader says after a field's name: its message (or hint), and whatever else it is described by. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("Ajouter des vendeurs", () => {
  it("asks the parents' agreement for a child and sends nothing without it; says 'enregistré' only once the server answered", async () => {
    const answer = deferredAnswer();
    const { calls, user } = renderPage(() => answer.promise);
    const form = await screen.findByRole("form", { name: "Ajouter un vendeur" });

    await user.type(within(form).getByLabelText("Prénom"), "Léa");
    await user.type(within(form).getByLabelText("Groupe (classe, équipe…)"), "CM2");
    expect(within(form).queryByLabelText(/Les parents ont donné leur accord/)).toBeNull();
    await user.click(within(form).getByLabelText("C'est un enfant (mineur)"));
    const consent = within(form).getByLabelText("Les parents ont donné leur accord pour que son prénom apparaisse sur la boutique");
    await user.click(within(form).getByRole("button", { name: "Ajouter le vendeur" }));

    expect(describedBy(consent)).toBe("Confirmez que les parents des enfants ont donné leur accord");
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(posts(calls)).toHaveLength(0);

    await user.click(consent);
    // Twice, as a hurried thumb does: one request.
    await user.dblClick(within(form).getByRole("button", { name: "Ajouter le vendeur" }));
    expect(within(form).getByRole("button", { name: "Enregistrement..." }).hasAttribute("disabled")).toBe(true);
    expect(within(form).getByRole("status").textContent).toBe("");
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        sellers: [{ first_name: "Léa", group_name: "CM2", goal_bars: null, is_minor: true }],
        parental_consent: true,
        warnings_read: false,
      },
    ]);

    answer.release({ status: 201, body: fixture(addSellersResponseSchema, { sellers: [stored("s-1", "Léa", "CM2")] }) });
    expect(await within(form).findByText("Vendeur enregistré : Léa.")).toBeTruthy();
    // Ready for the next child of the class: the group and 'enfant' stay, the agreement is asked again.
    expect((within(form).getByLabelText("Prénom") as HTMLInputElement).value).toBe("");
    expect((within(form).getByLabelText("Groupe (classe, équipe…)") as HTMLInputElement).value).toBe("CM2");
    expect((within(form).getByLabelText(/Les parents ont donné leur accord/) as HTMLInputElement).checked).toBe(false);
    expect(posts(calls)).toHaveLength(1);
  });

  it("puts the server's message under the field it names", async () => {
    // The server has the last word (here a rule the browser didn't hold); it names the field in the list it was sent.
    const { user } = renderPage(() => ({
      status: 400,
      body: { code: "VALIDATION", message: "L'objectif ne peut dépasser 1000 tablettes", field: "sellers.0.goal_bars" },
    }));
    const form = await screen.findByRole("form", { name: "Ajouter un vendeur" });

    await user.type(within(form).getByLabelText("Prénom"), "Noah");
    await user.type(within(form).getByLabelText("Objectif en tablettes"), "30");
    await user.click(within(form).getByRole("button", { name: "Ajouter le vendeur" }));

    const goal = within(form).getByLabelText("Objectif en tablettes");
    await screen.findAllByText("L'objectif ne peut dépasser 1000 tablettes");
    expect(describedBy(goal)).toBe("L'objectif ne peut dépasser 1000 tablettes");
    expect(describedBy(within(form).getByLabelText("Prénom"))).not.toContain("L'objectif");
    expect(within(form).getByRole("status").textContent).toBe("");
  });

  it("previews a pasted list as it will be added, flags a wrong line, then adds them all at once", async () => {
    const { calls, user } = renderPage(storedAsSent);
    const form = await pasteForm(user);
    const area = within(form).getByLabelText("Un vendeur par ligne");

    // As copied from a spreadsheet: tab between the columns, a blank line, a line too long.
    await user.click(area);
    await user.paste(`Léa\tCM2\n\nNoah, CM2\nInès;CE1\n${"Maximilienne".repeat(4)}`);
    const lines = () =>
      within(within(form).getByRole("list", { name: "Vendeurs à ajouter" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(within(form).getByRole("heading", { name: "Aperçu : 4 vendeurs à ajouter" })).toBeTruthy();
    expect(lines().slice(0, 3)).toEqual(["1.LéaCM2", "2.NoahCM2", "3.InèsCE1"]);

    await user.click(within(form).getByRole("button", { name: "Ajouter 4 vendeurs" }));
    expect(lines()[3]).toContain("Prénom : 40 caractères au plus");
    expect(describedBy(area)).toContain("Corrigez les lignes signalées dans l'aperçu.");
    expect(posts(calls)).toHaveLength(0);

    await user.clear(area);
    await user.paste("Léa\tCM2\nNoah, CM2\nInès;CE1");
    expect(lines()).toEqual(["1.LéaCM2", "2.NoahCM2", "3.InèsCE1"]);
    await user.click(within(form).getByRole("button", { name: "Ajouter 3 vendeurs" }));
    expect(await within(form).findByText("3 vendeurs enregistrés.")).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        sellers: [
          { first_name: "Léa", group_name: "CM2", is_minor: false },
          { first_name: "Noah", group_name: "CM2", is_minor: false },
          { first_name: "Inès", group_name: "CE1", is_minor: false },
        ],
        parental_consent: false,
        warnings_read: false,
      },
    ]);
    expect((area as HTMLTextAreaElement).value).toBe("");
  });

  it("asks one agreement for a pasted list of children", async () => {
    const { calls, user } = renderPage(() => ({
      status: 201,
      body: fixture(addSellersResponseSchema, { sellers: [stored("s-1", "Léa")] }),
    }));
    const form = await pasteForm(user);

    await user.click(within(form).getByLabelText("Un vendeur par ligne"));
    await user.paste("Léa\nNoah");
    await user.click(within(form).getByLabelText("Ce sont des enfants (mineurs)"));
    await user.click(within(form).getByRole("button", { name: "Ajouter 2 vendeurs" }));
    const consent = within(form).getByLabelText("Les parents ont donné leur accord pour que leur prénom apparaisse sur la boutique");
    expect(describedBy(consent)).toBe("Confirmez que les parents des enfants ont donné leur accord");
    expect(posts(calls)).toHaveLength(0);

    await user.click(consent);
    await user.click(within(form).getByRole("button", { name: "Ajouter 2 vendeurs" }));
    await within(form).findByText("1 vendeur enregistré.");
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        sellers: [
          { first_name: "Léa", group_name: null, is_minor: true },
          { first_name: "Noah", group_name: null, is_minor: true },
        ],
        parental_consent: true,
        warnings_read: false,
      },
    ]);
  });

  it("says which lines of a pasted list name the same child twice or a surname, before saving, and saves it as it is", async () => {
    const { calls, user } = renderPage(storedAsSent);
    const form = await pasteForm(user);
    await user.click(within(form).getByLabelText("Un vendeur par ligne"));
    await user.paste("Léa, CM2\nNoah, CM2\n\nlea, cm2\nInès Moreau, CE1");

    const lines = within(within(form).getByRole("list", { name: "Vendeurs à ajouter" })).getAllByRole("listitem");
    expect(lines[0].textContent).toContain("Même prénom dans le même groupe qu'à la ligne 3.");
    expect(lines[2].textContent).toContain("Même prénom dans le même groupe qu'à la ligne 1.");
    expect(lines[3].textContent).toContain("Ressemble à un prénom suivi d'un nom de famille");
    expect(lines[1].textContent).toBe("2.NoahCM2");
    // Gathered above the button, said before anything is sent.
    const summary = within(form).getByText("3 lignes à vérifier avant d'enregistrer").parentElement!;
    expect(summary.textContent).toContain("Ligne 3 : Même prénom dans le même groupe qu'à la ligne 1.");
    expect(summary.textContent).toContain("vous pouvez aussi l'enregistrer telle quelle.");
    expect(posts(calls)).toHaveLength(0);

    await user.click(within(form).getByRole("button", { name: "Ajouter 4 vendeurs" }));
    expect(await within(form).findByText("4 vendeurs enregistrés.")).toBeTruthy();
    expect(posts(calls).map((call) => (call.body as { warnings_read: boolean }).warnings_read)).toEqual([true]);
  });

  it("says under one seller's fields when the first name looks like it has a surname, and saves it as it is", async () => {
    const { calls, user } = renderPage(() => ({
      status: 201,
      body: fixture(addSellersResponseSchema, { sellers: [stored("s-1", "Inès Moreau")] }),
    }));
    const form = await screen.findByRole("form", { name: "Ajouter un vendeur" });
    await user.type(within(form).getByLabelText("Prénom"), "Inès Moreau");
    expect(within(form).getByText(/^Prénom à vérifier : Ressemble à un prénom suivi d'un nom de famille/)).toBeTruthy();

    await user.click(within(form).getByRole("button", { name: "Ajouter le vendeur" }));
    expect(await within(form).findByText("Vendeur enregistré : Inès Moreau.")).toBeTruthy();
    expect(posts(calls).map((call) => (call.body as { warnings_read: boolean }).warnings_read)).toEqual([true]);
  });

  it("removes a seller after a confirmation that says their sales stay under 'Sans vendeur'", async () => {
    const { calls, user } = renderPage(
      () => ({ status: 201, body: fixture(addSellersResponseSchema, { sellers: [] }) }),
      [stored("s-lea", "Léa", "CM2")],
    );
    const row = await screen.findByRole("listitem", { name: "Léa, CM2" });

    await user.click(within(row).getByRole("button", { name: "Supprimer Léa" }));
    const dialog = screen.getByRole("alertdialog", { name: "Supprimer Léa ?" });
    expect(dialog.textContent).toContain("Ses ventes restent comptées dans la campagne, sous « Sans vendeur ».");
    await user.click(within(dialog).getByRole("button", { name: "Supprimer le vendeur" }));

    expect(await screen.findByText("Aucun vendeur pour l'instant…")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`${sellersPath}/s-lea`]);
  });
});
