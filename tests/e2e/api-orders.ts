import { expect, type APIRequestContext } from "@playwright/test";
import { apiContext, closeQuietly, firstAssociationId, signedInAccount } from "./api-accounts";
import { waitForMail } from "./mail";

// Orders and team members made through the HTTP API (docs/api.md), for journeys that start on the distribution day.

export type PaidOrder = { saleId: string; reference: string; buyerName: string };

/** A donor's order to pick up, paid through the simulated payment page. */
export async function paidPickupOrder(
  campaignId: string,
  { buyerName, buyerEmail, cart }: { buyerName: string; buyerEmail: string; cart: { id: string; quantity: number }[] },
): Promise<PaidOrder> {
  const donor = await apiContext();
  try {
    const checkout = await donor.post("/api/checkout", {
      data: {
        campaign_id: campaignId,
        cart,
        buyer_info: { buyer_name: buyerName, buyer_email: buyerEmail, delivery_mode: "pickup" },
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { sale_id: saleId, order_reference: reference } = await checkout.json();
    const paid = await donor.post(`/pay/simulated/${saleId}/confirm`, { maxRedirects: 0 });
    expect(paid.status(), await paid.text()).toBeLessThan(400);
    return { saleId, reference, buyerName };
  } finally {
    await closeQuietly(donor);
  }
}

/** The workshop's parcel reaches the association: every paid pick-up order of the campaign is to hand over. */
export async function pickupsDelivered(admin: APIRequestContext, campaignId: string): Promise<void> {
  const delivered = await admin.post(`/api/admin/campaigns/${campaignId}/deliver-pickups`, { data: {} });
  expect(delivered.status(), await delivered.text()).toBe(200);
}

const INVITATION_LINK = /https?:\/\/[^\s"'<>]+\/invitation\/([A-Za-z0-9_-]+)/;

/** A new account, named `name`, that joins the manager's association with `role` through an invitation. */
export async function invitedMember(
  manager: APIRequestContext,
  { email, role, name }: { email: string; role: "volunteer" | "treasurer" | "manager"; name?: string },
): Promise<APIRequestContext> {
  const associationId = await firstAssociationId(manager);
  const invited = await manager.post(`/api/associations/${associationId}/invitations`, { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const member = await signedInAccount(email, undefined, name);
  const mail = await waitForMail(member, { to: email, body: INVITATION_LINK });
  const accepted = await member.post(`/api/invitations/${INVITATION_LINK.exec(mail.text)![1]}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return member;
}
