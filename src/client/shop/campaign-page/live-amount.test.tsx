// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { publicCampaignSchema } from "../../../shared/campaign-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { demoCampaign } from "../demo/demo-data";
import { CampaignHero } from "./campaign-hero";
import { LIVE_INTERRUPTED_TEXT, LIVE_NOTE_GRACE_MS } from "../../lib/live-state-text";
import { followAmountRaised, takeOverLiveAmount, type CampaignPageWindow } from "./live-amount";

// The live script writes into the server's markup what React would draw for the new amount: the page then reads the
// same as a fresh render, which is what lets React adopt it when the shop loads.

// The campaign as the server gives it to the page; the hero reads the fields below.
const campaign = fixture(publicCampaignSchema, {
  ...demoCampaign,
  id: "7b0f5c9e-8a51-4d2e-9a43-2f4a6c1d0e11",
  public_slug: "chorale",
  is_published: true,
  project_goal_eur: 800,
  amount_raised_eur: 100,
  association_name: "Chorale des Mouettes",
  association_slogan: null,
  campaign_message: "Aidez notre chorale.",
  hero_image_url: null,
  order_deadline: null,
  distribution_date: null,
});

const hero = (raised: number) => renderToString(<CampaignHero campaign={campaign} amountRaised={raised} />);

/** What a visitor and a screen reader get from the hero: its text, the bar's values and its width. */
function goalAsShown(html: string | Element) {
  const root = typeof html === "string" ? Object.assign(document.createElement("div"), { innerHTML: html }) : html;
  const bar = root.querySelector('[role="progressbar"]')!;
  return {
    text: root.textContent,
    valueNow: bar.getAttribute("aria-valuenow"),
    valueText: bar.getAttribute("aria-valuetext"),
    width: (bar.firstElementChild as HTMLElement).style.width,
  };
}

/** A stand-in for the browser's EventSource: the test sends the server's events itself. */
function fakeStream() {
  const listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  const stream = {
    url: "",
    closed: false,
    readyState: 1,
    addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close: () => void (stream.closed = true),
    emit: (type: string, data = "") => listeners.get(type)?.forEach((listener) => listener({ data } as MessageEvent<string>)),
    send: (data: string) => stream.emit("raised", data),
  };
  return stream;
}

describe("the live amount raised before the shop loads", () => {
  it("turns the server's markup into what React renders for the new amount", () => {
    const root = document.createElement("div");
    root.innerHTML = hero(100);
    const stream = fakeStream();
    const live = followAmountRaised(campaign, root, (url) => {
      stream.url = url;
      return stream as unknown as EventSource;
    });
    expect(stream.url).toBe(`/api/campaigns/${campaign.id}/raised/stream`);
    stream.send('{"amount_raised_eur":250.5}');
    expect(goalAsShown(root)).toEqual(goalAsShown(hero(250.5)));
    expect(goalAsShown(root)).not.toEqual(goalAsShown(hero(100)));
    expect(goalAsShown(root).valueText).toBe("31 % de l'objectif");
    stream.send("not json"); // ignored: the page keeps the last good amount
    expect(live?.latest()).toBe(250.5);
  });

  it("hands the last amount to the shop and stops listening", () => {
    const stream = fakeStream();
    const win = { __campaignLive: followAmountRaised(campaign, document, () => stream as unknown as EventSource)! } as CampaignPageWindow;
    expect(takeOverLiveAmount(campaign, win)).toBe(campaign); // no event yet: the server's amount stands
    const again = { __campaignLive: followAmountRaised(campaign, document, () => stream as unknown as EventSource)! } as CampaignPageWindow;
    stream.send('{"amount_raised_eur":420}');
    expect(takeOverLiveAmount(campaign, again)).toEqual({ ...campaign, amount_raised_eur: 420 });
    expect(stream.closed).toBe(true);
    expect(again.__campaignLive).toBeUndefined();
  });

  it("says when the amount is no longer live, and leaves the markup as React draws it once stopped", () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement("div");
      root.innerHTML = hero(100);
      const stream = fakeStream();
      const live = followAmountRaised(campaign, root, () => stream as unknown as EventSource)!;
      stream.emit("open");
      stream.emit("error"); // the phone lost the signal; the browser tries again by itself
      vi.advanceTimersByTime(LIVE_NOTE_GRACE_MS - 1);
      expect(root.textContent).not.toContain(LIVE_INTERRUPTED_TEXT); // a blip says nothing
      vi.advanceTimersByTime(1);
      expect(root.querySelector('[role="status"]')?.textContent).toBe(LIVE_INTERRUPTED_TEXT);
      stream.emit("open");
      expect(root.textContent).not.toContain(LIVE_INTERRUPTED_TEXT);
      stream.emit("error");
      vi.advanceTimersByTime(LIVE_NOTE_GRACE_MS);
      live.stop();
      const drawn = document.createElement("div");
      drawn.innerHTML = hero(100);
      expect(root.innerHTML).toBe(drawn.innerHTML);
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens no stream for a page without a goal or not yet published", () => {
    const never = () => {
      throw new Error("no stream expected");
    };
    expect(followAmountRaised({ ...campaign, project_goal_eur: null }, document, never)).toBeNull();
    expect(followAmountRaised({ ...campaign, is_published: false }, document, never)).toBeNull();
  });
});
