import { describe, expect, it } from "vitest";
import { campaignDates, noCampaignDates } from "../../../tests/support/campaign-dates";
import { pickupPlace, printedDateLines, type PrintedDatesCampaign } from "./printed-dates";

// What paper says of the campaign's dates, as a parent reads it: the words, whatever the spaces between them.

const campaign: PrintedDatesCampaign = { ...campaignDates, association_address: "École Jules-Ferry\n12 rue des Écoles\n56000 Vannes" };
const undated: PrintedDatesCampaign = { ...noCampaignDates, association_address: null };

/** The lines as read: a no-break space is a space. */
const read = (of: PrintedDatesCampaign) => printedDateLines(of).map((line) => line.replace(/\u00a0/g, " "));

describe("printedDateLines", () => {
  it("says until when to order and when and where the bars are handed out, as the campaign page does", () => {
    expect(read(campaign)).toEqual([
      "Commandes jusqu'au jeudi 10 décembre",
      "Distribution le jeudi 17 décembre de 16 h 30 à 19 h 00 : Salle des fêtes de Séné",
    ]);
    expect(read({ ...campaign, order_deadline: "2026-12-01" })[0]).toBe("Commandes jusqu'au mardi 1er décembre");
  });

  it("names the association's pick-up address, on one line, when the distribution has no place of its own", () => {
    expect(read({ ...campaign, distribution_place: " " })[1]).toBe(
      "Distribution le jeudi 17 décembre de 16 h 30 à 19 h 00 : École Jules-Ferry, 12 rue des Écoles, 56000 Vannes",
    );
    expect(read({ ...campaign, distribution_start_time: null, distribution_end_time: null, distribution_place: null })[1]).toBe(
      "Distribution le jeudi 17 décembre : École Jules-Ferry, 12 rue des Écoles, 56000 Vannes",
    );
  });

  it("gives no day nobody set: the place alone without a distribution day, nothing without a place either", () => {
    expect(read({ ...undated, association_address: "3 rue du Port, 56000 Vannes" })).toEqual([
      "Retrait à l'association : 3 rue du Port, 56000 Vannes",
    ]);
    expect(read({ ...undated, order_deadline: "2026-12-10" })).toEqual(["Commandes jusqu'au jeudi 10 décembre"]);
    expect(read({ ...undated, distribution_date: "2026-12-17" })).toEqual(["Distribution le jeudi 17 décembre"]);
    expect(read(undated)).toEqual([]);
  });

  it("keeps each day and each time whole, so that a narrow column breaks between them", () => {
    const [deadline, distribution] = printedDateLines({ ...campaign, order_deadline: "2026-12-01" });
    expect(deadline).toContain("mardi\u00a01er\u00a0décembre");
    expect(distribution).toContain("jeudi\u00a017\u00a0décembre");
    expect(distribution).toContain("de\u00a016\u00a0h\u00a030 à\u00a019\u00a0h\u00a000");
  });
});

describe("pickupPlace", () => {
  it("is the distribution's place, else the pick-up address, else nothing", () => {
    expect(pickupPlace(campaign)).toBe("Salle des fêtes de Séné");
    expect(pickupPlace({ ...campaign, distribution_place: null })).toBe("École Jules-Ferry, 12 rue des Écoles, 56000 Vannes");
    expect(pickupPlace(undated)).toBeNull();
  });
});
