import { AppError } from "../../shared/errors";
import type { PaperOrderCorrection, PaperOrderRequest } from "../../shared/paper-orders";
import type { PaperOrder, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { roleCan, type AssociationRole } from "../../shared/team-rules";
import type { PaperOrderCeiling } from "../config";
import type { Db } from "../db/client";
import type { campaigns } from "../db/schema";
import {
  allPaperOrders,
  cancelPaperOrder,
  confirmPaperOrder,
  correctPaperOrder,
  findPaperOrder,
  listPaperOrders,
  recordPaperOrder,
  type PaperOrderReader,
} from "../orders/service";
import { listSellerNames } from "../sellers/queries";
import { paperOrdersCsv } from "./csv";

// 'Commandes hors ligne' (docs/product.md#paper-orders) for the members who hand bars over (distribute): the orders
// domain records, corrects, cancels and confirms; this file answers as the reader's role may read it.

type CampaignRow = typeof campaigns.$inferSelect;
/** A member of the campaign's association (`role`), or an admin confirming (role null: sees what a manager sees). */
type Caller = { campaign: CampaignRow; role: AssociationRole | null; userId: string; ceiling: PaperOrderCeiling };

const seesContacts = (caller: Caller) => caller.role === null || roleCan(caller.role, "seeMoney");
const mayConfirm = (caller: Caller) => caller.role === null || roleCan(caller.role, "confirmPaperOrders");
const readerOf = (caller: Caller): PaperOrderReader => ({ mayConfirm: mayConfirm(caller) });
const countingOf = (caller: Caller) => ({ ceiling: caller.ceiling, recorderConfirms: mayConfirm(caller) });

/** A buyer's e-mail goes to the roles that see contact details; a volunteer reads the name (docs/product.md#roles). */
function forRole(order: PaperOrder, caller: Caller): PaperOrder {
  return seesContacts(caller) ? order : { ...order, customer_email: null, email_confirmed: null };
}

async function answer(db: Db, { caller, saleId }: { caller: Caller; saleId: string }): Promise<PaperOrder> {
  const order = await findPaperOrder(db, { campaignId: caller.campaign.id, saleId, reader: readerOf(caller) });
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  return forRole(order, caller);
}

export async function readPaperOrders(db: Db, { caller, cursor }: { caller: Caller; cursor?: string }): Promise<PaperOrdersPage> {
  const { campaign } = caller;
  const [page, sellerNames] = await Promise.all([
    listPaperOrders(db, { campaignId: campaign.id, cursor, reader: readerOf(caller) }),
    // The form reads them from the first page; later pages ('Voir plus') don't carry them again.
    cursor ? [] : listSellerNames(db, campaign.id),
  ]);
  return {
    campaign: {
      id: campaign.id,
      name: campaign.association_name,
      slug: campaign.public_slug,
      is_published: campaign.is_published,
      bar_price_eur: campaign.chocolate_price_eur === null ? null : Number(campaign.chocolate_price_eur),
    },
    sees_contacts: seesContacts(caller),
    may_confirm: mayConfirm(caller),
    ...page,
    orders: page.orders.map((order) => forRole(order, caller)),
    sellers: sellerNames,
  };
}

export async function recordOrder(db: Db, { caller, input, publicUrl }: { caller: Caller; input: PaperOrderRequest; publicUrl: string }) {
  const { saleId, created } = await recordPaperOrder(db, {
    campaign: caller.campaign,
    actorUserId: caller.userId,
    input,
    counting: countingOf(caller),
    publicUrl,
  });
  return { order: await answer(db, { caller, saleId }), created };
}

export async function correctOrder(
  db: Db,
  { caller, saleId, input, publicUrl }: { caller: Caller; saleId: string; input: PaperOrderCorrection; publicUrl: string },
) {
  // Without seeMoney the e-mail is not shown, so it is not changed either: whatever was sent for it is ignored.
  const correction = seesContacts(caller) ? input : { ...input, buyer_email: undefined };
  const { changed } = await correctPaperOrder(db, {
    campaign: caller.campaign,
    saleId,
    actorUserId: caller.userId,
    input: correction,
    counting: countingOf(caller),
    publicUrl,
  });
  return { order: await answer(db, { caller, saleId }), changed };
}

export async function cancelOrder(db: Db, { caller, saleId, reason }: { caller: Caller; saleId: string; reason: string }) {
  const { changed } = await cancelPaperOrder(db, {
    campaignId: caller.campaign.id,
    saleId,
    actorUserId: caller.userId,
    reason,
    mayCancelPaidOut: mayConfirm(caller),
  });
  return { order: await answer(db, { caller, saleId }), changed };
}

/** A manager's or an admin's confirmation: the order counts from now on, once whatever the clicks. */
export async function confirmOrder(db: Db, { caller, saleId }: { caller: Caller; saleId: string }) {
  if (!mayConfirm(caller)) throw new AppError("FORBIDDEN");
  const { changed } = await confirmPaperOrder(db, { campaignId: caller.campaign.id, saleId, actorUserId: caller.userId });
  return { order: await answer(db, { caller, saleId }), changed };
}

/**
 * The 'Commandes hors ligne' CSV: for the roles that see the buyers' contact details (seeMoney, the route checks it),
 * every paper order of the campaign, cancelled ones included (their status says so).
 */
export async function paperOrdersCsvFile(db: Db, { caller, day }: { caller: Caller; day: string }) {
  const orders = await allPaperOrders(db, { campaignId: caller.campaign.id, reader: readerOf(caller) });
  return { filename: `commandes-papier-${caller.campaign.public_slug}-${day}.csv`, body: paperOrdersCsv(orders) };
}
