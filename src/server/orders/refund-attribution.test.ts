import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shareOfBarsCents } from "../../shared/statement-rules";
import { attributeRefund, type OrderParts } from "./refund-attribution";

const none: OrderParts = { barsCents: 0, donationCents: 0, deliveryCents: 0 };
// Three bars at 8,00 €, a 10,00 € donation, home delivery at 3,90 €: 47,90 €.
const order: OrderParts = { barsCents: 2400, donationCents: 1000, deliveryCents: 390 };
/** What a refund takes, every part not named at zero. */
const taken = (parts: Partial<ReturnType<typeof attributeRefund>>) => ({ ...none, shareCents: 0, ...parts });

describe("attributeRefund", () => {
  it("takes a line of bars from the bars, and 20 % of it from the share", () => {
    expect(attributeRefund({ order, earlier: none, amountCents: 800, namedDonationCents: 0 })).toEqual(
      taken({ barsCents: 800, shareCents: 160 }),
    );
  });

  it("takes a refunded donation line from the donation alone", () => {
    expect(attributeRefund({ order, earlier: none, amountCents: 1000, namedDonationCents: 1000 })).toEqual(taken({ donationCents: 1000 }));
  });

  it("takes a whole order's parts whole", () => {
    expect(attributeRefund({ order, earlier: none, amountCents: 4790, namedDonationCents: 1000 })).toEqual(
      taken({ barsCents: 2400, donationCents: 1000, deliveryCents: 390, shareCents: 480 }),
    );
  });

  it("takes an amount from the bars first, then the delivery fee, then the donation", () => {
    expect(attributeRefund({ order, earlier: none, amountCents: 2600, namedDonationCents: 0 })).toEqual(
      taken({ barsCents: 2400, deliveryCents: 200, shareCents: 480 }),
    );
    expect(attributeRefund({ order, earlier: { ...none, barsCents: 2400 }, amountCents: 500, namedDonationCents: 0 })).toEqual(
      taken({ donationCents: 110, deliveryCents: 390 }),
    );
  });

  it("loses the share of what the bars were worth before less after, so cuts never round the share below zero", () => {
    // 4,99 € bars: a share of 99,8 c, rounded to 1,00 €; three refunds of 1,66 €, 1,66 € and 1,67 €.
    const cheap: OrderParts = { barsCents: 499, donationCents: 0, deliveryCents: 0 };
    let earlier = none;
    let lost = 0;
    for (const amountCents of [166, 166, 167]) {
      const part = attributeRefund({ order: cheap, earlier, amountCents, namedDonationCents: 0 });
      lost += part.shareCents;
      earlier = { ...earlier, barsCents: earlier.barsCents + part.barsCents };
    }
    expect(lost).toBe(shareOfBarsCents(499));
  });

  it("always accounts for the whole amount, part by part, and never takes more than a part has left", () => {
    const cents = fc.integer({ min: 0, max: 50_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (bars, donation, delivery, cuts, named) => {
          const whole: OrderParts = { barsCents: bars, donationCents: donation, deliveryCents: delivery };
          const total = bars + donation + delivery;
          let earlier = none;
          let shareLost = 0;
          let given = 0;
          for (const cut of cuts) {
            const amountCents = Math.min(cut, total - given);
            if (amountCents <= 0) break;
            const part = attributeRefund({ order: whole, earlier, amountCents, namedDonationCents: named ? donation : 0 });
            expect(part.barsCents + part.donationCents + part.deliveryCents).toBe(amountCents);
            given += amountCents;
            shareLost += part.shareCents;
            earlier = {
              barsCents: earlier.barsCents + part.barsCents,
              donationCents: earlier.donationCents + part.donationCents,
              deliveryCents: earlier.deliveryCents + part.deliveryCents,
            };
            expect(earlier.barsCents).toBeLessThanOrEqual(bars);
            expect(earlier.donationCents).toBeLessThanOrEqual(donation);
            expect(earlier.deliveryCents).toBeLessThanOrEqual(delivery);
          }
          expect(shareLost).toBe(shareOfBarsCents(bars) - shareOfBarsCents(bars - earlier.barsCents));
        },
      ),
    );
  });
});
