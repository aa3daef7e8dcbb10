import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sales } from "../db/schema";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";
import { capacityShortage } from "../capacity/service";
import type { SaleRow } from "./serialize";

// A payment confirmed after its order expired (decision 051): the buyer paid on a page that was still open, the
// webhook came late, or the sweeper expired the order first. Its hold was released, so its bars take their week
// again, with the margin migration 0030 allows a late payment (5 bars or 2 % over the week's capacity): honoured.
// Past that margin the order is paid but counts no bars, and is refunded in full at once (settle-payment.ts).

export type LatePayment = { sale: SaleRow; overCapacity: boolean };

/** Moves an expired order to 'paid', its bars sold again if they fit the week's margin; null if it is not expired. */
export async function payExpiredOrder(tx: Db, { saleId, now }: { saleId: string; now: Date }): Promise<LatePayment | null> {
  const paid = { status: "paid", paid_at: now, updated_at: now };
  const expired = and(eq(sales.id, saleId), eq(sales.status, "expired"));
  try {
    // A savepoint: a refusal of the counters' trigger undoes this update alone.
    const [sale] = await tx.transaction((sp) =>
      sp
        .update(sales)
        .set({ ...paid, capacity_hold: sql`case when ${sales.capacity_hold} = 'released' then 'sold' else ${sales.capacity_hold} end` })
        .where(expired)
        .returning(),
    );
    return sale ? { sale, overCapacity: false } : null;
  } catch (error) {
    if (!capacityShortage(error)) throw error;
  }
  const [sale] = await tx.update(sales).set(paid).where(expired).returning();
  return sale ? { sale, overCapacity: true } : null;
}

/** To the buyer whose late payment found no bars left: what happened, and that the refund follows. */
export function overCapacityMail(
  sale: Pick<SaleRow, "order_reference">,
  campaign: { association_name: string; public_slug: string },
  publicUrl: string,
): RenderedMail {
  return renderMail({
    subject: "Votre commande n'a pas pu être retenue - Boutique Solidaire",
    preheader: `Votre paiement pour la commande ${sale.order_reference} vous est remboursé en totalité.`,
    heading: "Votre commande n'a pas pu être retenue",
    paragraphs: [
      `Votre paiement pour la commande ${sale.order_reference} nous est parvenu après l'expiration de votre panier, et les tablettes qu'il réservait ont été commandées entre-temps par d'autres acheteurs.`,
      "Nous vous remboursons la totalité de votre paiement : vous recevrez un second message dès que le remboursement sera confirmé.",
    ],
    frames: [fromAssociation(campaign.association_name)],
    action: { label: "Revoir la boutique", url: `${publicUrl}/c/${campaign.public_slug}` },
    notes: [`Une question ? Répondez à cet email en rappelant la référence ${sale.order_reference}.`],
  });
}
