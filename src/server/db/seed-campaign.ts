import { inArray } from "drizzle-orm";
import { mondayOf, pickupWeek } from "../../shared/capacity-rules";
import { parisCalendarDay } from "../../shared/paris-time";
import { shareOfBarsCents } from "../../shared/statement-rules";
import { vatRateOf } from "../../shared/vat";
import { demoPayoutAccount } from "../config";
import type { Db } from "./client";
import { newSellerCode } from "../sellers/service";
import { bankAccounts, campaigns, orderEvents, payoutBatches, payoutEvents, payouts, sales, sellers } from "./schema";

export const DEMO_CAMPAIGN_SLUG = "ecole-jules-ferry";

type DemoBuyer = {
  name: string;
  email: string;
  bars: [string, string, number][];
  hoursAgo: number;
  home?: boolean;
  status?: string;
  /** Where the order stands at the workshop (docs/product.md#fulfilment); to prepare when absent. */
  shipped?: { carrier: string; tracking: string; hoursAgo: number };
  deliveredToAssociation?: { hoursAgo: number };
  /** A donation ('Faire un don') with the bars, in cents. */
  donationCents?: number;
  /** A home delivery's optional 'Complément d'adresse' and phone for the carrier. */
  addressLine2?: string;
  phone?: string;
  /** Paid out to the association already (docs/product.md#payouts): its statement shows a payout. */
  paidOut?: boolean;
};

// The class's sellers (docs/product.md#sellers): pupils of CM1 and CM2, minors whose parents agreed; the orders are
// theirs in turn, one in four without a seller. The leaderboard is on.
const demoSellers = [
  { first_name: "Léa", group_name: "CM2", goal_bars: 30 },
  { first_name: "Noé", group_name: "CM2", goal_bars: 20 },
  { first_name: "Inès", group_name: "CM1", goal_bars: 25 },
];

const DAY = 24;

// Orders at several stages, so that 'Commandes', 'Préparation' and the statement show each: orders of the first
// weeks delivered long ago (one paid out to the association, one payable now), a parcel shipped, a pick-up order
// already at the association, and home deliveries and pick-ups still to prepare.
const demoBuyers: DemoBuyer[] = [
  {
    name: "Hélène Cadoret",
    email: "helene.cadoret@exemple.fr",
    bars: [["noir", "Chocolat Noir", 6]],
    hoursAgo: 27 * DAY,
    deliveredToAssociation: { hoursAgo: 24 * DAY },
    paidOut: true,
  },
  {
    name: "Jean-Pierre Le Bihan",
    email: "jp.lebihan@exemple.fr",
    bars: [["praline", "Chocolat Amandes", 3]],
    hoursAgo: 25 * DAY,
    home: true,
    donationCents: 1500,
    shipped: { carrier: "La Poste Colissimo", tracking: "6A10987654321", hoursAgo: 22 * DAY },
  },
  {
    name: "Sophie Le Guen",
    email: "sophie.leguen@exemple.fr",
    bars: [["noir", "Chocolat Noir", 3]],
    hoursAgo: 70,
    deliveredToAssociation: { hoursAgo: 30 },
  },
  {
    name: "Marc Tanguy",
    email: "marc.tanguy@exemple.fr",
    bars: [
      ["praline", "Chocolat Amandes", 2],
      ["blanc", "Chocolat Blanc", 1],
    ],
    hoursAgo: 49,
    home: true,
    shipped: { carrier: "La Poste Colissimo", tracking: "6A12345678901", hoursAgo: 24 },
  },
  {
    name: "Gaëlle Riou",
    email: "gaelle.riou@exemple.fr",
    bars: [
      ["noir", "Chocolat Noir", 2],
      ["blanc", "Chocolat Blanc", 2],
    ],
    hoursAgo: 20,
    home: true,
    addressLine2: "Résidence Les Mimosas, bât. C",
    phone: "06 12 34 56 78",
  },
  { name: "Élodie Moreau", email: "elodie.moreau@exemple.fr", bars: [["blanc", "Chocolat Blanc", 4]], hoursAgo: 26 },
  {
    name: "Yann Le Floch",
    email: "yann.lefloch@exemple.fr",
    bars: [
      ["noir", "Chocolat Noir", 2],
      ["praline", "Chocolat Amandes", 2],
    ],
    hoursAgo: 5,
  },
  { name: "Claire Jégo", email: "claire.jego@exemple.fr", bars: [["noir", "Chocolat Noir", 1]], hoursAgo: 1, status: "pending" },
];

const prices: Record<string, number> = { noir: 800, praline: 900, blanc: 700 };

/** The Paris calendar day `days` from now. */
const dayFromNow = (days: number) => parisCalendarDay(new Date(Date.now() + days * 24 * 3600_000));

/**
 * The Christmas campaign's dates (docs/product.md#campaign-dates), which its page, poster and flyers print: orders
 * open three weeks more, the bars handed out in the school's covered yard five days later.
 */
const demoDates = () => ({
  order_deadline: dayFromNow(21),
  distribution_date: dayFromNow(26),
  distribution_start_time: "16:30",
  distribution_end_time: "18:30",
  distribution_place: "Préau de l'école Jules Ferry",
});

const demoPage = {
  association_name: "Les Amis de l'École Jules Ferry",
  association_slogan: "Des classes de mer pour tous les enfants",
  association_description:
    "Nous sommes l'association des parents d'élèves de l'école Jules Ferry de Vannes. Nous finançons les sorties et les projets des classes.",
  project_goal_eur: "5000.00",
  contact_email: "contact@amis-jules-ferry.fr",
  contact_phone: "02 97 00 00 00",
  association_address: "École Jules Ferry, 12 rue des Écoles, 56000 Vannes",
  social_facebook: "https://www.facebook.com/amisjulesferry",
};

/**
 * The demo association's published campaign with a few orders, so every screen has something to show, and next
 * season's draft, made with 'Dupliquer' (docs/product.md#several-campaigns). Answers the campaign's distribution day.
 */
export async function seedDemoCampaign(db: Db, associationId: string, memberId: string): Promise<{ distributionDate: string }> {
  const dates = demoDates();
  await db.insert(campaigns).values({
    ...demoPage,
    association_id: associationId,
    campaign_message: "Pour Pâques, nous équipons la bibliothèque de l'école : chaque tablette achetée offre un livre de plus aux enfants.",
    public_slug: `${DEMO_CAMPAIGN_SLUG}-2`,
    status: "draft",
    is_published: false,
    // Created after the Christmas campaign: 'Ma boutique' lists it first.
    created_at: new Date(Date.now() - 3600_000),
  });
  const [campaign] = await db
    .insert(campaigns)
    .values({
      ...demoPage,
      association_id: associationId,
      campaign_message:
        "Cette année, nos CM1 et CM2 partent une semaine en classe de mer à l'île d'Arz. Chaque tablette achetée nous rapproche du départ !",
      public_slug: DEMO_CAMPAIGN_SLUG,
      ...dates,
      status: "published",
      is_published: true,
      published_at: new Date(Date.now() - 28 * 24 * 3600_000),
      // Published by the team after its call, like any campaign (the database refuses a page not validated).
      validated_at: new Date(Date.now() - 28 * 24 * 3600_000),
      created_at: new Date(Date.now() - 30 * 24 * 3600_000),
      leaderboard_enabled: true,
    })
    .returning({ id: campaigns.id });
  const consentAt = new Date(Date.now() - 27 * 24 * 3600_000);
  const sellerIds = (
    await db
      .insert(sellers)
      .values(
        demoSellers.map((seller) => ({
          ...seller,
          campaign_id: campaign.id,
          code: newSellerCode(),
          is_minor: true,
          parental_consent_at: consentAt,
          parental_consent_by: memberId,
          created_by: memberId,
          created_at: consentAt,
        })),
      )
      .returning({ id: sellers.id })
  ).map((row) => row.id);

  let reference = 1;
  let turn = 0;
  const paidOut: { id: string; dueCents: number }[] = [];
  for (const buyer of demoBuyers) {
    const barsCents = buyer.bars.reduce((sum, [id, , quantity]) => sum + prices[id] * quantity, 0);
    const donation = buyer.donationCents ?? 0;
    const subtotal = barsCents + donation;
    const fee = buyer.home ? 390 : 0;
    const created = new Date(Date.now() - buyer.hoursAgo * 3600_000);
    const [sale] = await db
      .insert(sales)
      .values({
        order_reference: `BS-DEMO000${reference++}`,
        campaign_id: campaign.id,
        association_id: associationId,
        amount_total: ((subtotal + fee) / 100).toFixed(2),
        delivery_fee: (fee / 100).toFixed(2),
        status: buyer.status ?? "paid",
        customer_name: buyer.name,
        customer_email: buyer.email,
        items: [
          ...buyer.bars.map(([id, name, quantity]) => ({
            product_id: id,
            name,
            unit_price_eur: (prices[id] / 100).toFixed(2),
            quantity,
            vat_rate: vatRateOf(id),
          })),
          ...(donation > 0
            ? [{ product_id: "don", name: "Don", unit_price_eur: (donation / 100).toFixed(2), quantity: 1, vat_rate: null }]
            : []),
        ],
        donation_cents: donation,
        bars_count: buyer.bars.reduce((sum, [, , quantity]) => sum + quantity, 0),
        delivery_mode: buyer.home ? "home_delivery" : "pickup",
        delivery_address: buyer.home ? "4 place des Lices" : null,
        delivery_address_line2: buyer.addressLine2 ?? null,
        customer_phone: buyer.phone ?? null,
        delivery_postal_code: buyer.home ? "56000" : null,
        delivery_city: buyer.home ? "Vannes" : null,
        payment_provider: "simulated",
        paid_at: buyer.status ? null : created,
        fulfilment_status: buyer.shipped ? "shipped" : buyer.deliveredToAssociation ? "delivered_to_association" : "to_prepare",
        fulfilled_at: fulfilledAt(buyer),
        carrier: buyer.shipped?.carrier ?? null,
        tracking_number: buyer.shipped?.tracking ?? null,
        created_at: created,
        updated_at: created,
        seller_id: sellerIds[turn++ % (sellerIds.length + 1)] ?? null,
        ...demoCapacityWeek(buyer, created, dates.distribution_date),
      })
      .returning({ id: sales.id });
    await db.insert(orderEvents).values(demoHistory(sale.id, buyer, created));
    if (buyer.paidOut) paidOut.push({ id: sale.id, dueCents: shareOfBarsCents(barsCents) + donation });
  }
  await seedDemoPayout(db, { associationId, campaignId: campaign.id, orders: paidOut });
  return { distributionDate: dates.distribution_date };
}

/**
 * The bars a paid order still to prepare takes of its production week (decision 051): a pick-up the week before the
 * distribution's, a home delivery the week it was ordered in. Orders handed over long ago and the pending one count
 * in no week, as orders written before capacity was counted.
 */
function demoCapacityWeek(buyer: DemoBuyer, created: Date, distributionDate: string) {
  if (buyer.status || buyer.shipped || buyer.deliveredToAssociation) return {};
  const week = buyer.home ? mondayOf(parisCalendarDay(created)) : pickupWeek(distributionDate);
  return { capacity_week: week, capacity_hold: "sold" };
}

function fulfilledAt(buyer: DemoBuyer): Date | null {
  const hoursAgo = buyer.shipped?.hoursAgo ?? buyer.deliveredToAssociation?.hoursAgo;
  return hoursAgo === undefined ? null : new Date(Date.now() - hoursAgo * 3600_000);
}

/** The association's bank details and one payout, made a week after its orders were delivered and paid since. */
async function seedDemoPayout(db: Db, options: { associationId: string; campaignId: string; orders: { id: string; dueCents: number }[] }) {
  const account = { account_holder: "Les Amis de l'École Jules Ferry", iban: "FR7610278360000001234567855", bic: "CMCIFR2A" };
  // Given long before the payout below, past the hold of new details (docs/product.md#bank-details).
  const given = new Date(Date.now() - 30 * 24 * 3600_000);
  await db.insert(bankAccounts).values({ association_id: options.associationId, ...account, updated_at: given });
  if (options.orders.length === 0) return;
  const made = new Date(Date.now() - 5 * 24 * 3600_000);
  const [batch] = await db
    .insert(payoutBatches)
    .values({
      message_id: "BS-DEMO-VIREMENT-1",
      idempotency_key: "demo-virement-1",
      execution_date: made.toISOString().slice(0, 10),
      debtor_name: demoPayoutAccount.name,
      debtor_iban: demoPayoutAccount.iban,
      debtor_bic: demoPayoutAccount.bic,
      created_at: made,
    })
    .returning();
  const [payout] = await db
    .insert(payouts)
    .values({
      batch_id: batch.id,
      association_id: options.associationId,
      campaign_id: options.campaignId,
      amount_cents: options.orders.reduce((sum, order) => sum + order.dueCents, 0),
      status: "paid",
      creditor_name: account.account_holder,
      creditor_iban: account.iban,
      creditor_bic: account.bic,
      paid_on: new Date(made.getTime() + 24 * 3600_000).toISOString().slice(0, 10),
      bank_reference: "VIR-DEMO-0001",
      created_at: made,
      updated_at: made,
    })
    .returning();
  await db
    .update(sales)
    .set({ payout_id: payout.id })
    .where(
      inArray(
        sales.id,
        options.orders.map((order) => order.id),
      ),
    );
  await db.insert(payoutEvents).values([
    { payout_id: payout.id, from_state: null, to_state: "generated", created_at: made },
    {
      payout_id: payout.id,
      from_state: "generated",
      to_state: "paid",
      reason: "Référence bancaire : VIR-DEMO-0001",
      created_at: new Date(made.getTime() + 24 * 3600_000),
    },
  ]);
}

/** The history an order of the demo would have: its payment, then its steps at the workshop. */
function demoHistory(saleId: string, buyer: DemoBuyer, created: Date): (typeof orderEvents.$inferInsert)[] {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000);
  const event = (axis: string, from: string | null, to: string, createdAt: Date, details: Record<string, unknown>) => ({
    sale_id: saleId,
    axis,
    from_state: from,
    to_state: to,
    details,
    created_at: createdAt,
  });
  if (buyer.status) return [event("payment", null, "pending", created, { source: "checkout" })];
  const events = [event("payment", "pending", "paid", created, { source: "provider_event" })];
  if (buyer.shipped) {
    const { carrier, tracking, hoursAgo } = buyer.shipped;
    events.push(event("fulfilment", "to_prepare", "shipped", at(hoursAgo), { carrier, tracking_number: tracking }));
  }
  if (buyer.deliveredToAssociation) {
    events.push(event("fulfilment", "to_prepare", "delivered_to_association", at(buyer.deliveredToAssociation.hoursAgo), {}));
  }
  return events;
}
