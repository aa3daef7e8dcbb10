// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { campaignCardsResponseSchema } from "../../shared/campaign-responses";
import { fixture } from "../../../tests/support/client-fixtures";
import { membership, ok, renderClient, resetAfterEach, signedInAs, stubApi } from "../../../tests/support/client-render";
import { useAssociation } from "../session/association-context";
import { AssociationSwitcher } from "./association-switcher";
import { campaignCardsQueryKey } from "../campaigns/campaign-cards-api";
import { CURRENT_ASSOCIATION_STORAGE_KEY } from "../session/select-association";

resetAfterEach();

/** What the signed-in pages read: the current association. */
function CurrentAssociation() {
  const { currentAssociation } = useAssociation();
  return <p data-testid="current">{currentAssociation?.name ?? "aucune"}</p>;
}

function renderSwitcher(memberships: ReturnType<typeof membership>[]) {
  return renderClient(
    <>
      <AssociationSwitcher variant="menu" />
      <CurrentAssociation />
    </>,
    { account: signedInAs(memberships) },
  );
}

const jules = membership("a-jules", "École Jules Ferry", "manager");
const rugby = membership("a-rugby", "Rugby Club de Vannes", "volunteer");
const chorale = membership("a-chorale", "Chorale du Port", "treasurer");

describe("AssociationSwitcher", () => {
  it("is not shown to someone in one association", () => {
    stubApi();
    renderSwitcher([jules]);
    expect(screen.queryByRole("combobox", { name: "Association" })).toBeNull();
    expect(screen.getByTestId("current").textContent).toBe("École Jules Ferry");
  });

  it("lists every association by name with the person's role there", () => {
    stubApi();
    renderSwitcher([jules, rugby, chorale]);
    const select = screen.getByRole("combobox", { name: "Association" });
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["École Jules Ferry (Responsable)", "Rugby Club de Vannes (Bénévole)", "Chorale du Port (Trésorier)"]);
    expect((select as HTMLSelectElement).value).toBe("a-jules");
  });

  it("reads a role code it doesn't know as a plain member, and an old 'owner' as a manager", () => {
    stubApi();
    renderSwitcher([membership("a-old", "Ancienne association", "owner"), membership("a-new", "Nouvelle association", "auditor")]);
    const options = within(screen.getByRole("combobox", { name: "Association" }))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Ancienne association (Responsable)", "Nouvelle association (Membre)"]);
  });

  it("switches the current association, remembers it and reloads what is read for an association", async () => {
    stubApi((call) => (call.path.endsWith("/campaigns") ? ok(fixture(campaignCardsResponseSchema, { campaigns: [] })) : undefined));
    const { queryClient } = renderSwitcher([jules, rugby]);
    queryClient.setQueryData(campaignCardsQueryKey("a-rugby"), []);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole("combobox", { name: "Association" }), "Rugby Club de Vannes (Bénévole)");

    expect(screen.getByTestId("current").textContent).toBe("Rugby Club de Vannes");
    expect(window.localStorage.getItem(CURRENT_ASSOCIATION_STORAGE_KEY)).toBe("a-rugby");
    expect(queryClient.getQueryState(campaignCardsQueryKey("a-rugby"))?.isInvalidated).toBe(true);
  });

  it("opens on the remembered association", () => {
    stubApi();
    window.localStorage.setItem(CURRENT_ASSOCIATION_STORAGE_KEY, "a-rugby");
    renderSwitcher([jules, rugby]);
    expect((screen.getByRole("combobox", { name: "Association" }) as HTMLSelectElement).value).toBe("a-rugby");
    expect(screen.getByTestId("current").textContent).toBe("Rugby Club de Vannes");
  });

  it("falls back to the first association when the remembered one was left", () => {
    stubApi();
    window.localStorage.setItem(CURRENT_ASSOCIATION_STORAGE_KEY, "a-left-since");
    renderSwitcher([jules, rugby]);
    expect((screen.getByRole("combobox", { name: "Association" }) as HTMLSelectElement).value).toBe("a-jules");
    expect(screen.getByTestId("current").textContent).toBe("École Jules Ferry");
    expect(window.localStorage.getItem(CURRENT_ASSOCIATION_STORAGE_KEY)).toBe("a-jules");
  });
});
