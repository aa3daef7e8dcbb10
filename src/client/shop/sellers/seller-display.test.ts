import { describe, expect, it } from "vitest";
import { leaderboardEnabled } from "./leaderboard-setting";
import { barsSoldText, barsText, sellerLabel, tiedRanks } from "./seller-display";

const normalize = (text: string) => text.replace(/\s/g, " ");

describe("the sellers' texts on the campaign page", () => {
  it("says how many bars a seller sold, toward their goal when they have one", () => {
    expect(barsSoldText(12, 30)).toBe("12 tablettes vendues sur 30");
    expect(barsSoldText(1, 30)).toBe("1 tablette vendue sur 30");
    expect(barsSoldText(0, 30)).toBe("0 tablette vendue sur 30");
    expect(barsSoldText(7, null)).toBe("7 tablettes vendues");
    expect(normalize(barsSoldText(1200, 1000))).toBe("1 200 tablettes vendues sur 1 000");
    expect(barsText(1)).toBe("1 tablette");
  });

  it("names a seller with their group", () => {
    expect(sellerLabel({ first_name: "Léa", group_name: "CM2" })).toBe("Léa (CM2)");
    expect(sellerLabel({ first_name: "Tom", group_name: null })).toBe("Tom");
  });

  it("ranks ties together", () => {
    expect(tiedRanks([12, 12, 9, 4, 4, 4, 1])).toEqual([1, 1, 3, 4, 4, 4, 7]);
    expect(tiedRanks([])).toEqual([]);
  });

  it("shows the leaderboard only when the association turned it on", () => {
    expect(leaderboardEnabled({ leaderboard_enabled: true })).toBe(true);
    expect(leaderboardEnabled({ leaderboard_enabled: false })).toBe(false);
    // A campaign served before the setting existed.
    expect(leaderboardEnabled({} as { leaderboard_enabled: boolean })).toBe(false);
  });
});
