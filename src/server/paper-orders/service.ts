import { AppError } from "../../shared/errors";
import type { PaperOrderCorrection, PaperOrderRequest } from "../../shared/paper-orders";
import type { PaperOrder, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { roleCan, type AssociationRole } from "../../shared/team-rules";
import type { Db } from "../db/client";
import type { campaigns } from "../db/schema";
import { cancelPaperOrder, correctPaperOrder, findPaperOrder, listPaperOrders, recordPaperOrder } from "../orders/service";

// 'Commandes hors ligne' (docs/product.md#paper-orders) for the members who hand bars over (distribute): the orders
// domain records, corrects and cancels; this file answers as the reader's role may read it.

type CampaignRow = typeof campaigns.$inferSelect;
type Caller = { campaign: CampaignRow; role: AssociationRole; userId: string };

/** A buyer's e-mail goes to the roles that see contact details; a volunteer reads the name (docs/product.md#roles). */
function forRole(order: PaperOrder, role: AssociationRole): PaperOrder {
  return roleCan(role, "seeMoney") ? order : { ...order, customer_email: null, email_confirmed: null };
}

async function answer(db: Db, caller: Caller, saleId: string): Promise<PaperOrder> {
  const order = await findPaperOrder(db, caller.campaign.id, saleId);
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  return forRole(order, caller.role);
}

export async function readPaperOrders(db: Db, caller: Caller): Promise<PaperOrdersPage> {
  const { campaign } = caller;
  const page = await listPaperOrders(db, campaign.id);
  return {
    campaign: {
      id: campaign.id,
      name: campaign.association_name,
      slug: campaign.public_slug,
      is_published: campaign.is_published,
      bar_price_eur: campaign.chocolate_price_eur === null ? null : Number(campaign.chocolate_price_eur),
    },
    sees_contacts: roleCan(caller.role, "seeMoney"),
    ...page,
    orders: page.orders.map((order) => forRole(order, caller.role)),
  };
}

export async function recordOrder(db: Db, caller: Caller, input: PaperOrderRequest, publicUrl: string) {
  const { saleId, created } = await recordPaperOrder(db, { campaign: caller.campaign, actorUserId: caller.userId, input, publicUrl });
  return { order: await answer(db, caller, saleId), created };
}

export async function correctOrder(db: Db, caller: Caller, saleId: string, input: PaperOrderCorrection, publicUrl: string) {
  // Without seeMoney the e-mail is not shown, so it is not changed either: whatever was sent for it is ignored.
  const correction = roleCan(caller.role, "seeMoney") ? input : { ...input, buyer_email: undefined };
  const { changed } = await correctPaperOrder(db, {
    campaign: caller.campaign,
    saleId,
    actorUserId: caller.userId,
    input: correction,
    publicUrl,
  });
  return { order: await answer(db, caller, saleId), changed };
}

export async function cancelOrder(db: Db, caller: Caller, saleId: string, reason: string) {
  const { changed } = await cancelPaperOrder(db, { campaignId: caller.campaign.id, saleId, actorUserId: caller.userId, reason });
  return { order: await answer(db, caller, saleId), changed };
}
