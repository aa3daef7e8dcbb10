import { describe, expect, it } from "vitest";
import {
  campaignDateIssues,
  distributionText,
  formatCampaignDay,
  formatCampaignTime,
  isCalendarDay,
  isClockTime,
  orderDeadlineText,
  ordersClosed,
  pickupText,
} from "./campaign-dates-rules";
import { campaignDates, noCampaignDates } from "../../tests/support/campaign-dates";

// docs/product.md#campaign-dates: orders close once the deadline's day is over in Paris (after 23:59:59 Paris time).

const at = (iso: string) => new Date(iso);

describe("ordersClosed", () => {
  it("stays open without a deadline", () => {
    expect(ordersClosed(null, at("2099-01-01T00:00:00Z"))).toBe(false);
    expect(ordersClosed(undefined, at("2099-01-01T00:00:00Z"))).toBe(false);
  });

  it.each([
    // Winter (UTC+1): the day ends at 22:59:59 UTC.
    ["2026-12-17", "2026-12-17T22:59:59.999Z", false],
    ["2026-12-17", "2026-12-17T23:00:00.000Z", true],
    // Summer (UTC+2): at 22:00 UTC it is already the next day in Paris.
    ["2026-07-14", "2026-07-14T21:59:59.999Z", false],
    ["2026-07-14", "2026-07-14T22:00:00.000Z", true],
    // The day summer time begins (29 March 2026, 02:00 -> 03:00): a 23-hour day, ending at 22:00 UTC.
    ["2026-03-29", "2026-03-28T23:00:00.000Z", false],
    ["2026-03-29", "2026-03-29T21:59:59.999Z", false],
    ["2026-03-29", "2026-03-29T22:00:00.000Z", true],
    // The day before it still ends at 23:00 UTC (winter time).
    ["2026-03-28", "2026-03-28T22:59:59.999Z", false],
    ["2026-03-28", "2026-03-28T23:00:00.000Z", true],
    // The day summer time ends (25 October 2026, 03:00 -> 02:00): a 25-hour day, ending at 23:00 UTC.
    ["2026-10-25", "2026-10-24T22:00:00.000Z", false],
    ["2026-10-25", "2026-10-25T22:59:59.999Z", false],
    ["2026-10-25", "2026-10-25T23:00:00.000Z", true],
    // The deadline's morning is open, whatever the server's own time zone.
    ["2026-12-17", "2026-12-16T23:00:00.000Z", false],
  ])("deadline %s, at %s: closed %s", (deadline, now, closed) => {
    expect(ordersClosed(deadline, at(now))).toBe(closed);
  });
});

describe("days and times", () => {
  it("accepts existing days and 24-hour times only", () => {
    expect(isCalendarDay("2026-12-17")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("17/12/2026")).toBe(false);
    expect(isCalendarDay("2026-12-17T10:00")).toBe(false);
    expect(isClockTime("09:30")).toBe(true);
    expect(isClockTime("23:59")).toBe(true);
    expect(isClockTime("18:30:00")).toBe(true);
    expect(isClockTime("24:00")).toBe(false);
    expect(isClockTime("9:30")).toBe(false);
    expect(isClockTime("18h30")).toBe(false);
  });

  it("writes them in French", () => {
    expect(formatCampaignDay("2026-12-17")).toBe("jeudi 17 décembre");
    expect(formatCampaignDay("2026-12-01")).toBe("mardi 1er décembre");
    expect(formatCampaignDay("2026-03-29")).toBe("dimanche 29 mars");
    expect(formatCampaignTime("16:30")).toBe("16 h 30");
    expect(formatCampaignTime("09:00")).toBe("09 h 00");
  });
});

describe("the texts of the page and the mail", () => {
  it("say until when orders are taken, and when and where the distribution is", () => {
    expect(orderDeadlineText(campaignDates)).toBe("Commandes jusqu'au jeudi 10 décembre");
    expect(orderDeadlineText(noCampaignDates)).toBeNull();
    expect(distributionText(campaignDates)).toBe("Distribution le jeudi 17 décembre de 16 h 30 à 19 h 00 : Salle des fêtes de Séné");
    expect(distributionText({ ...campaignDates, distribution_end_time: null, distribution_place: null })).toBe(
      "Distribution le jeudi 17 décembre à partir de 16 h 30",
    );
    expect(distributionText({ ...campaignDates, distribution_date: null })).toBeNull();
  });

  it("tell the buyer of a pick-up order when and where to collect it, or that the association will say", () => {
    expect(pickupText(campaignDates)).toBe("À retirer le jeudi 17 décembre de 16 h 30 à 19 h 00, Salle des fêtes de Séné.");
    expect(pickupText({ ...campaignDates, distribution_start_time: null, distribution_end_time: null, distribution_place: null })).toBe(
      "À retirer le jeudi 17 décembre.",
    );
    expect(pickupText(noCampaignDates)).toBe("L'association vous dira quand et où retirer votre commande.");
    expect(pickupText({ ...noCampaignDates, distribution_place: "Salle des fêtes" })).toBe(
      "L'association vous dira quand et où retirer votre commande.",
    );
  });
});

describe("campaignDateIssues", () => {
  it("finds nothing wrong in coherent or missing dates", () => {
    expect(campaignDateIssues(noCampaignDates, { today: "2026-12-01" })).toEqual([]);
    expect(
      campaignDateIssues(
        { order_deadline: "2026-12-10", distribution_date: "2026-12-10", distribution_start_time: "16:00", distribution_end_time: "16:01" },
        { today: "2026-12-10" },
      ),
    ).toEqual([]);
  });

  it("refuses a deadline already past (when given today), a distribution before it, an end not after the start", () => {
    expect(campaignDateIssues({ order_deadline: "2026-11-30" }, { today: "2026-12-01" })).toEqual([
      { field: "order_deadline", message: "La date limite doit être aujourd'hui ou plus tard" },
    ]);
    expect(campaignDateIssues({ order_deadline: "2026-11-30" })).toEqual([]);
    expect(campaignDateIssues({ order_deadline: "2026-12-10", distribution_date: "2026-12-09" })).toEqual([
      { field: "distribution_date", message: "La distribution doit avoir lieu après la date limite de commande" },
    ]);
    for (const end of ["16:00", "15:59"]) {
      expect(campaignDateIssues({ distribution_start_time: "16:00", distribution_end_time: end })).toEqual([
        { field: "distribution_end_time", message: "L'heure de fin doit suivre l'heure de début" },
      ]);
    }
  });
});
