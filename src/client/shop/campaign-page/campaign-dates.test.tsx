// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicCampaignSchema } from "../../../shared/campaign-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { demoCampaign } from "../demo/demo-data";
import { CampaignApp } from "./campaign-app";
import { renderCampaignPage } from "./render-campaign";

// docs/product.md#campaign-dates: the campaign page says until when it takes orders and when the distribution is;
// once the deadline's day is over in Paris it says the orders are closed and its buttons that order or give are
// disabled, in the server's HTML as in the browser.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

// The campaign as the server gives it to the page.
const campaign = fixture(publicCampaignSchema, {
  ...demoCampaign,
  id: "c-dates",
  public_slug: "chorale-des-dates",
  project_goal_eur: null,
  order_deadline: "2099-12-10",
  distribution_date: "2099-12-17",
  distribution_start_time: "16:30",
  distribution_end_time: "19:00",
  distribution_place: "Salle des fêtes",
});

const DISTRIBUTION = "Distribution le jeudi 17 décembre de 16 h 30 à 19 h 00 : Salle des fêtes";
const buttons = (name: string) => screen.getAllByRole("button", { name: new RegExp(`^${name}`) }) as HTMLButtonElement[];

/** 10 December 2099 at 23:59 in Paris (UTC+1 in winter), and one minute later. */
const LAST_MINUTE = new Date("2099-12-10T22:59:00.000Z");
const MIDNIGHT = new Date("2099-12-10T23:00:00.000Z");

describe("the campaign page's dates", () => {
  it("says until when orders are taken and when the distribution is, buttons enabled", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: LAST_MINUTE });
    render(<CampaignApp campaign={campaign} />);
    expect(screen.getByText("Commandes jusqu'au jeudi 10 décembre")).toBeTruthy();
    expect(screen.getByText(DISTRIBUTION)).toBeTruthy();
    expect(screen.queryByText("Les commandes sont closes")).toBeNull();
    expect(buttons("Ajouter au panier").every((b) => !b.disabled)).toBe(true);
    expect(buttons("Faire un don")[0].disabled).toBe(false);
  });

  it("shows nothing of the kind without dates", () => {
    render(<CampaignApp campaign={{ ...campaign, order_deadline: null, distribution_date: null }} />);
    expect(screen.queryByRole("list", { name: "Dates de la campagne" })).toBeNull();
    expect(screen.queryByText("Les commandes sont closes")).toBeNull();
  });

  it("after the deadline, says the orders are closed and disables adding to the cart and giving", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: MIDNIGHT });
    render(<CampaignApp campaign={campaign} />);
    expect(screen.getByRole("status").textContent).toBe("Les commandes sont closes");
    expect(screen.queryByText(/Commandes jusqu'au/)).toBeNull();
    // Buyers who ordered still read when to collect their bars.
    expect(screen.getByText(DISTRIBUTION)).toBeTruthy();
    const add = buttons("Ajouter au panier");
    expect(add).toHaveLength(3);
    expect(add.every((b) => b.disabled)).toBe(true);
    expect(buttons("Faire un don")[0].disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Panier (0)" })).toBeTruthy();
  });

  it("closes by itself when the deadline passes while the page is open", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: LAST_MINUTE });
    render(<CampaignApp campaign={campaign} />);
    expect(screen.queryByText("Les commandes sont closes")).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText("Les commandes sont closes")).toBeTruthy();
    expect(buttons("Ajouter au panier").every((b) => b.disabled)).toBe(true);
  });

  it("is rendered the same by the server", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: LAST_MINUTE });
    const open = renderCampaignPage(campaign);
    expect(open).toContain("Commandes jusqu&#x27;au jeudi 10 décembre");
    expect(open).toContain(DISTRIBUTION);
    expect(open).not.toContain("Les commandes sont closes");

    vi.setSystemTime(MIDNIGHT);
    const page = new DOMParser().parseFromString(renderCampaignPage(campaign), "text/html");
    expect(page.querySelector('[role="status"]')?.textContent).toBe("Les commandes sont closes");
    expect(page.body.textContent).toContain(DISTRIBUTION);
    const orderButtons = [...page.querySelectorAll("button")].filter((b) => ["Faire un don", "Ajouter au panier"].includes(b.textContent));
    expect(orderButtons).toHaveLength(4);
    expect(orderButtons.every((b) => b.hasAttribute("disabled"))).toBe(true);
  });
});
