import { and, eq, inArray, sql } from "drizzle-orm";
import type { PaymentOutcome } from "../../shared/order-status";
import { ASSOCIATION_ROLES, roleCan } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { campaigns, memberships, notificationSettings, orderEvents, processedPaymentEvents, sales, user } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { mayMailBuyer } from "../buyer-emails/service";
import { buyerConfirmationMail, newSaleMail, type ReceiptForMail } from "./sale-mails";
import { receiptFile, type OrderDocuments } from "../receipts/order-documents";
import type { SaleRow } from "./serialize";
import { overCapacityMail, payExpiredOrder } from "./late-payment";

// The new-sale mail names the buyer's e-mail and address: it goes to the roles that see them (docs/product.md#roles).
const rolesSeeingBuyers = ASSOCIATION_ROLES.filter((role) => roleCan(role, "seeMoney"));

export type TransitionResult = {
  changed: boolean;
  /** A late payment whose bars no longer fit their week: to refund in full, now (decision 051). */
  refundOverCapacity?: boolean;
  sale?: { id: string; campaign_id: string; association_id: string; status: string };
};

type TransitionOptions = {
  saleId: string;
  outcome: PaymentOutcome;
  /** The provider's event id: an event already applied is ignored (duplicates, retries). */
  event?: { id: string; provider: string; type: string };
  /** What moved the sale, for its history when no provider event did: the return page, checkout, the sweeper. */
  source?: PaymentSource;
  publicUrl: string;
  /** The receipt attached to the buyer's confirmation. */
  documents: OrderDocuments;
};

/** Who settles a payment besides a provider's event (docs/product.md#order-history). */
export type PaymentSource = "provider_event" | "return_page" | "checkout" | "sweeper";

/**
 * The one place where a sale leaves 'pending'. Transitions are one-way (pending -> paid | failed | expired, and
 * expired -> paid for a payment confirmed late: decision 051),
 * applied by a conditional UPDATE inside a transaction: duplicate, concurrent, late or out-of-order events
 * change nothing once the sale has left 'pending', so a sale is never counted twice. On 'paid', the buyer's
 * confirmation (with the receipt, made from the row just written: about 15 ms, like the QR code beside it) and the
 * association's new-sale mails are queued in the same transaction.
 */
export async function applyPaymentOutcome(db: Db, options: TransitionOptions): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    if (options.event) {
      const inserted = await tx
        .insert(processedPaymentEvents)
        .values({ event_id: options.event.id, provider: options.event.provider, type: options.event.type, sale_id: options.saleId })
        .onConflictDoNothing()
        .returning({ id: processedPaymentEvents.event_id });
      if (inserted.length === 0) return { changed: false };
    }

    const now = new Date();
    // The bars it held in their week (docs/product.md#capacity-and-holds) move with it: sold when paid, given back
    // otherwise; the counters follow by trigger (migration 0030).
    const hold = options.outcome === "paid" ? "sold" : "released";
    const [pending] = await tx
      .update(sales)
      .set({
        status: options.outcome,
        updated_at: now,
        ...(options.outcome === "paid" ? { paid_at: now } : {}),
        capacity_hold: sql`case when ${sales.capacity_hold} = 'held' then ${hold} else ${sales.capacity_hold} end`,
      })
      .where(and(eq(sales.id, options.saleId), eq(sales.status, "pending")))
      .returning();
    // Paid after it expired (decision 051): honoured when its bars still fit, refunded otherwise.
    const late = !pending && options.outcome === "paid" ? await payExpiredOrder(tx, { saleId: options.saleId, now }) : null;
    const sale = pending ?? late?.sale;
    if (!sale) return { changed: false };
    await tx.insert(orderEvents).values({
      sale_id: sale.id,
      axis: "payment",
      from_state: pending ? "pending" : "expired",
      to_state: options.outcome,
      payment_event_id: options.event?.id ?? null,
      details: {
        source: options.event ? "provider_event" : (options.source ?? "provider_event"),
        ...(options.event ? { provider: options.event.provider, type: options.event.type } : {}),
        ...(late ? { late: true, over_capacity: late.overCapacity } : {}),
      },
      created_at: now,
    });

    if (late?.overCapacity) {
      const campaign = await campaignForMail(tx, sale.campaign_id);
      if (sale.customer_email && mayMailBuyer(sale)) {
        await queueMail(tx, { to: sale.customer_email, ...overCapacityMail(sale, campaign, options.publicUrl) });
      }
      return { changed: true, refundOverCapacity: true, sale: summary(sale) };
    }

    if (options.outcome === "paid") {
      const campaign = await campaignForMail(tx, sale.campaign_id);
      if (sale.customer_email && mayMailBuyer(sale)) {
        const receipt = await receiptForMail({ sale, associationName: campaign.association_name }, options);
        await queueMail(tx, { to: sale.customer_email, ...(await buyerConfirmationMail(sale, campaign, options.publicUrl, receipt)) });
      }
      const recipients = await tx
        .select({ email: user.email })
        .from(memberships)
        .innerJoin(user, eq(user.id, memberships.user_id))
        .leftJoin(notificationSettings, eq(notificationSettings.user_id, memberships.user_id))
        .where(
          and(
            eq(memberships.association_id, sale.association_id),
            inArray(memberships.role, rolesSeeingBuyers),
            sql`coalesce(${notificationSettings.email_notifications}, true) and coalesce(${notificationSettings.sales_notifications}, true)`,
          ),
        );
      for (const recipient of recipients) {
        await queueMail(tx, { to: recipient.email, ...newSaleMail(sale, campaign, options.publicUrl) });
      }
    }
    return { changed: true, sale: summary(sale) };
  });
}

const summary = (sale: SaleRow) => ({
  id: sale.id,
  campaign_id: sale.campaign_id,
  association_id: sale.association_id,
  status: sale.status,
});

/** What the buyer's confirmation says of the campaign: the association, its address and its dates. */
export async function campaignForMail(tx: Db, campaignId: string) {
  const [campaign] = await tx
    .select({
      association_name: campaigns.association_name,
      association_address: campaigns.association_address,
      public_slug: campaigns.public_slug,
      order_deadline: campaigns.order_deadline,
      distribution_date: campaigns.distribution_date,
      distribution_start_time: campaigns.distribution_start_time,
      distribution_end_time: campaigns.distribution_end_time,
      distribution_place: campaigns.distribution_place,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return campaign;
}

/**
 * The receipt for the confirmation mail. One whose lines don't add up to the order is refused by
 * receipts/receipt-pdf.ts: the payment must count all the same and the buyer hear of it, so the mail then goes
 * without it (its download answers the error, where the server's log shows it).
 */
export async function receiptForMail(
  { sale, associationName }: { sale: SaleRow; associationName: string },
  options: Pick<TransitionOptions, "documents" | "publicUrl">,
): Promise<ReceiptForMail | null> {
  try {
    const file = await receiptFile({ sale, associationName, operator: options.documents.operator });
    return { file, url: `${options.publicUrl}${options.documents.links.receiptPath(sale.id)}` };
  } catch {
    return null;
  }
}
