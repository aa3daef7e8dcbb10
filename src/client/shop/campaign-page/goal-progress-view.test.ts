import { describe, expect, it } from "vitest";
import { goalProgressView, progressPercent } from "./goal-progress-view";

const normalize = (text: string) => text.replace(/\s/g, " ");

describe("progressPercent", () => {
  it("is raised / goal × 100, capped at 100", () => {
    expect(progressPercent(2500, 5000)).toBe(50);
    expect(progressPercent(0, 1500)).toBe(0);
    expect(progressPercent(1234.5, 5000)).toBeCloseTo(24.69, 2);
    expect(progressPercent(7000, 5000)).toBe(100);
  });

  it("is 0 for a missing or zero goal", () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
  });
});

describe("goalProgressView", () => {
  it("formats both amounts in fr-FR with two decimals, and the share reached in whole percent", () => {
    const view = goalProgressView(1234.5, 5000);
    expect(view.head).toBe("Collecte en cours");
    expect(normalize(view.amounts)).toBe("1 234,50 € / 5 000,00 €");
    expect([view.valueNow, view.valueText, view.caption]).toEqual([25, "25 % de l'objectif", "25 % de l'objectif atteint"]);
    expect(view.percent).toBeCloseTo(24.69, 2);
  });

  it("shows a full bar past the goal and an empty one at the start", () => {
    expect(goalProgressView(900, 800)).toMatchObject({ percent: 100, valueNow: 100, caption: "100 % de l'objectif atteint" });
    expect(normalize(goalProgressView(0, 1500).amounts)).toBe("0,00 € / 1 500,00 €");
  });
});
