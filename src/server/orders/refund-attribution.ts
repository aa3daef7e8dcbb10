import { shareOfBarsCents } from "../../shared/statement-rules";

/** An order's parts, in cents: what its bars, its donation and its delivery fee cost the buyer. */
export type OrderParts = { barsCents: number; donationCents: number; deliveryCents: number };

/** What a refund takes from each part, and from the association's share of the bars. */
export type RefundAttribution = OrderParts & { shareCents: number };

/**
 * Which part of an order a refund gives back (decision 018), so that the statement knows what the association loses.
 *
 * A donation line refunded by name comes off the donation; the rest of the amount comes off the bars first, then the
 * delivery fee, then whatever is left of the donation. So a line of bars takes bars, a whole order takes each part
 * whole, and an amount (a gesture for a broken bar, a refund made in the provider's dashboard) takes bars, as the
 * buyer meant. Refunds of an order are attributed one after another, each on what the earlier ones left; the
 * share lost is the share of the bars before less the share of the bars after, so an order's share never goes below
 * zero however its refunds are cut.
 */
export function attributeRefund(options: {
  order: OrderParts;
  /** What the order's earlier succeeded refunds took. */
  earlier: OrderParts;
  amountCents: number;
  /** The donation named among the refund's lines, in cents (0 when none). */
  namedDonationCents: number;
}): RefundAttribution {
  const left = {
    barsCents: options.order.barsCents - options.earlier.barsCents,
    donationCents: options.order.donationCents - options.earlier.donationCents,
    deliveryCents: options.order.deliveryCents - options.earlier.deliveryCents,
  };
  let rest = options.amountCents;
  const take = (available: number) => {
    const taken = Math.max(0, Math.min(rest, available));
    rest -= taken;
    return taken;
  };
  const namedDonation = take(Math.min(options.namedDonationCents, left.donationCents));
  const barsCents = take(left.barsCents);
  const deliveryCents = take(left.deliveryCents);
  const donationCents = namedDonation + take(left.donationCents - namedDonation);
  return {
    barsCents,
    donationCents,
    deliveryCents,
    shareCents: shareOfBarsCents(left.barsCents) - shareOfBarsCents(left.barsCents - barsCents),
  };
}
