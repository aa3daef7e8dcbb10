// Engine-independent: calendar rules on plain strings, no database.
import { describe, expect, it } from "vitest";
import {
  capacityRefusalMessage,
  firstHomeDeliveryWeek,
  homeDeliveryNote,
  isMonday,
  mondayOf,
  pastChristmasLastOrderDate,
  pickupNote,
  pickupWeek,
} from "./capacity-rules";

describe("production weeks", () => {
  it("names a week by its Monday, Sunday belonging to the week before", () => {
    expect(mondayOf("2026-12-17")).toBe("2026-12-14");
    expect(mondayOf("2026-12-14")).toBe("2026-12-14");
    expect(mondayOf("2026-12-20")).toBe("2026-12-14");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(isMonday("2026-12-07")).toBe(true);
    expect(isMonday("2026-12-08")).toBe(false);
  });

  it("serves a pick-up from the production week before its distribution's week, whatever the day", () => {
    expect(pickupWeek("2026-12-14")).toBe("2026-12-07");
    expect(pickupWeek("2026-12-17")).toBe("2026-12-07");
    expect(pickupWeek("2026-12-20")).toBe("2026-12-07");
  });

  it("starts home deliveries at the current week, or at Christmas's week once its last order date has passed", () => {
    expect(firstHomeDeliveryWeek("2026-12-02", null)).toBe("2026-11-30");
    expect(firstHomeDeliveryWeek("2026-12-15", "2026-12-15")).toBe("2026-12-14");
    expect(firstHomeDeliveryWeek("2026-12-16", "2026-12-15")).toBe("2026-12-21");
    expect(pastChristmasLastOrderDate("2026-12-16", "2026-12-15")).toBe(true);
    expect(firstHomeDeliveryWeek("2026-12-28", "2026-12-15")).toBe("2026-12-28");
    expect(pastChristmasLastOrderDate("2026-12-28", "2026-12-15")).toBe(false);
  });
});

describe("what buyers read", () => {
  it("names the product and what is left in the refusal, in French", () => {
    const arrival = { kind: "distribution", day: "2026-12-17" } as const;
    expect(capacityRefusalMessage({ productName: "Chocolat Noir", left: 1, arrival })).toBe(
      "Il ne reste qu'une tablette « Chocolat Noir » pour la distribution du 17 décembre. Réduisez la quantité pour commander.",
    );
    expect(capacityRefusalMessage({ productName: "Chocolat Noir", left: 0, arrival: { kind: "delivery_week", week: "2027-01-04" } })).toBe(
      "Il ne reste plus de tablettes « Chocolat Noir » pour une livraison la semaine du 4 janvier. Retirez-les du panier pour commander le reste.",
    );
  });

  it("notes a sold-out or nearly sold-out pick-up, and a later home delivery", () => {
    expect(pickupNote({ left: 0, distributionDate: "2026-12-17" })).toBe("Épuisé pour la distribution du 17 décembre");
    expect(pickupNote({ left: 3, distributionDate: "2026-12-17" })).toBe("Plus que 3 tablettes pour la distribution du 17 décembre");
    expect(pickupNote({ left: 1, distributionDate: "2026-12-17" })).toBe("Plus qu'une tablette pour la distribution du 17 décembre");
    expect(pickupNote({ left: 500, distributionDate: "2026-12-17" })).toBeNull();
    expect(pickupNote({ left: null, distributionDate: "2026-12-17" })).toBeNull();
    expect(homeDeliveryNote({ week: "2026-12-28", firstWeek: "2026-12-14", afterChristmas: false })).toBe(
      "Prochaine livraison possible : semaine du 4 janvier",
    );
    expect(homeDeliveryNote({ week: "2026-12-14", firstWeek: "2026-12-14", afterChristmas: false })).toBeNull();
    expect(homeDeliveryNote({ week: null, firstWeek: "2026-12-14", afterChristmas: false })).toBe(
      "Épuisé en livraison à domicile pour le moment",
    );
  });
});
