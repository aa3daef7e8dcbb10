import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { App } from "./app";
import { createTestApp, latestMailTo, linkIn, ORIGIN, PASSWORD, pathOf, send, signUpAndSignIn } from "../../tests/support/app";
import { creationForm, publishedCampaign, associationIdOf } from "../../tests/support/campaigns";
import { multipartBody } from "../../tests/support/multipart-body";
import { placeOrder } from "../../tests/support/orders";
import { createOrderDocuments } from "./receipts/order-documents";
import { invitationTokenFor, invite, invitedMember } from "../../tests/support/team";

// Every route of the server x every kind of caller, with the status each must get. The table is checked
// against the routes the app really registers, so a new route can't be added without deciding who may call it.
// The association's members come in its three roles (docs/product.md#roles): manager, treasurer, volunteer;
// "other" is a member of another association.

type Role = "anonymous" | "other" | "manager" | "treasurer" | "volunteer" | "admin";
const roles: Role[] = ["anonymous", "other", "manager", "treasurer", "volunteer", "admin"];

type Fixture = {
  associationA: string;
  campaignId: string;
  slug: string;
  saleId: string;
  orderReference: string;
  /** A paper order of the campaign (docs/product.md#paper-orders), recorded by its manager. */
  paperSaleId: string;
  /** A paid pick-up order of the campaign, delivered to the association: ready to hand over. */
  handOverReference: string;
  /** The same order's id and the e-mail its buyer typed. */
  handOverSale: { id: string; email: string };
  slot: string;
  png: Buffer;
  /** A member the association's manager may remove. */
  extraMemberId: string;
  /** A pending invitation of the association, and the token of another one (to an address no caller has). */
  invitationId: string;
  invitationToken: string;
  /** The link mailed to the address typed on a paper order (docs/product.md#buyer-addresses), root-relative. */
  addressConfirmationPath: string;
  /** A seller of the campaign (docs/product.md#sellers), and others for each caller that may delete one. */
  sellerId: string;
  sellerCode: string;
  spareSellerIds: string[];
  /** A paid order of the campaign given back in part: its credit note. */
  refund: { saleId: string; refundId: string };
  /** The address of a logo the manager uploaded. */
  uploadUrl: string;
};

type Entry = {
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  multipart?: boolean;
  stream?: boolean;
  /** Runs after the others but before `last` (it takes the fixture's page offline). */
  unpublishes?: boolean;
  /** Runs after the others (it ends the caller's session). */
  last?: boolean;
  expect: Record<Role, number> | number;
};

const membersOnly = { anonymous: 401, other: 403, manager: 200, treasurer: 200, volunteer: 200, admin: 403 };
/** editShop and manageTeam: the managers. */
const managersOnly = { ...membersOnly, treasurer: 403, volunteer: 403 };
/** seeMoney: managers and treasurers. */
const moneyOnly = { ...membersOnly, volunteer: 403 };
/** manageBank: managers and treasurers. */
const bankOnly = { ...membersOnly, volunteer: 403 };
const signedIn = { anonymous: 401, other: 200, manager: 200, treasurer: 200, volunteer: 200, admin: 200 };
const adminOnly = { anonymous: 401, other: 403, manager: 403, treasurer: 403, volunteer: 403, admin: 200 };
/** Every signed-in caller gets `status`. */
const signedInGet = (status: number) => ({
  anonymous: 401,
  other: status,
  manager: status,
  treasurer: status,
  volunteer: status,
  admin: status,
});
const unique = () => randomUUID().slice(0, 8);
const paperOrder = {
  buyer_name: "Mamie Le Goff",
  lines: [{ id: "noir", quantity: 2 }],
  payment_method: "cheque",
  cheque_number: "1234567",
};

const table: Record<string, Entry> = {
  "GET /api/health": { url: () => "/api/health", expect: 200 },
  "GET /api/health/live": { url: () => "/api/health/live", expect: 200 },
  "GET /api/health/ready": { url: () => "/api/health/ready", expect: 200 },
  // Prometheus' series: only with Authorization: Bearer METRICS_TOKEN, which no caller here sends (a session is not it).
  "GET /metrics": { url: () => "/metrics", expect: 404 },
  "POST /api/auth/sign-up/email": {
    url: () => "/api/auth/sign-up/email",
    body: () => ({
      name: "Nouvelle Personne",
      email: `nouveau-${unique()}@exemple.fr`,
      password: "motdepasse-1",
      confirmPassword: "motdepasse-1",
      acceptTerms: true,
    }),
    expect: 200,
  },
  "POST /api/auth/sign-in/email": {
    url: () => "/api/auth/sign-in/email",
    body: () => ({ email: "personne@exemple.fr", password: "x" }),
    expect: 401,
  },
  "POST /api/auth/sign-out": { url: () => "/api/auth/sign-out", body: () => ({}), last: true, expect: 200 },
  "POST /api/auth/send-verification-email": {
    url: () => "/api/auth/send-verification-email",
    body: () => ({ email: "personne@exemple.fr" }),
    expect: 200,
  },
  "POST /api/auth/request-password-reset": {
    url: () => "/api/auth/request-password-reset",
    body: () => ({ email: "personne@exemple.fr" }),
    expect: 200,
  },
  "POST /api/auth/reset-password": {
    url: () => "/api/auth/reset-password",
    body: () => ({ newPassword: "motdepasse-2", token: "faux" }),
    expect: 400,
  },
  "GET /api/auth/reset-password/:token": { url: () => "/api/auth/reset-password/faux", expect: 302 },
  "POST /api/auth/change-password": {
    url: () => "/api/auth/change-password",
    body: () => ({ currentPassword: "pas-le-bon", newPassword: "motdepasse-2", confirmPassword: "motdepasse-2" }),
    expect: signedInGet(400),
  },
  "POST /api/auth/delete-user": {
    url: () => "/api/auth/delete-user",
    body: () => ({ password: "pas-le-bon" }),
    // The manager is the association's only one while it has other members: refused before the password matters.
    expect: { ...signedInGet(400), manager: 409 },
  },
  "GET /api/auth/get-session": { url: () => "/api/auth/get-session", expect: 200 },
  "GET /api/auth/verify-email": { url: () => "/api/auth/verify-email?token=faux", expect: 302 },
  "GET /api/me": { url: () => "/api/me", expect: signedIn },
  // Each member's own profile; the association's card is its managers' (decision 034).
  "PATCH /api/me/profile": { url: () => "/api/me/profile", body: () => ({ full_name: "X", phone: "" }), expect: signedIn },
  "PUT /api/associations/:id": {
    url: (f) => `/api/associations/${f.associationA}`,
    body: () => ({ name: `Club ${unique()}`, contact_email: "", contact_phone: "" }),
    expect: managersOnly,
  },
  "GET /api/me/settings": { url: () => "/api/me/settings", expect: signedIn },
  "POST /api/associations": {
    url: () => "/api/associations",
    body: () => ({ name: `Nouvelle association ${unique()}` }),
    expect: { ...signedInGet(201) },
  },
  "PUT /api/me/settings": {
    url: () => "/api/me/settings",
    body: () => ({ email_notifications: true, sales_notifications: true, weekly_newsletter: false }),
    expect: signedIn,
  },
  "GET /api/associations/:id/campaign": { url: (f) => `/api/associations/${f.associationA}/campaign`, expect: membersOnly },
  "GET /api/associations/:id/campaigns": { url: (f) => `/api/associations/${f.associationA}/campaigns`, expect: membersOnly },
  "POST /api/associations/:id/campaigns": {
    url: (f) => `/api/associations/${f.associationA}/campaigns`,
    body: () => creationForm,
    expect: { ...managersOnly, manager: 201 },
  },
  "POST /api/associations/:id/campaigns/draft": {
    url: (f) => `/api/associations/${f.associationA}/campaigns/draft`,
    body: () => ({
      association_name: "Brouillon",
      campaign_message: "Un message assez long.",
      contact_email: "b@exemple.fr",
      public_slug: `brouillon-${unique()}`,
    }),
    expect: { ...managersOnly, manager: 201 },
  },
  "GET /api/associations/:id/sales": { url: (f) => `/api/associations/${f.associationA}/sales`, expect: membersOnly },
  "GET /api/associations/:id/sales.csv": { url: (f) => `/api/associations/${f.associationA}/sales.csv`, expect: moneyOnly },
  "GET /api/admin/campaigns": { url: () => "/api/admin/campaigns?status=waiting_rdv", expect: adminOnly },
  "POST /api/admin/campaigns/:id/publish": {
    url: (f) => `/api/admin/campaigns/${f.campaignId}/publish`,
    body: () => ({}),
    expect: adminOnly,
  },
  "POST /api/admin/campaigns/:id/unpublish": {
    url: (f) => `/api/admin/campaigns/${f.campaignId}/unpublish`,
    body: () => ({ reason: "Vérification de la matrice d'accès" }),
    unpublishes: true,
    expect: adminOnly,
  },
  "POST /api/admin/orders/:id/refunds": {
    url: (f) => `/api/admin/orders/${f.saleId}/refunds`,
    body: () => ({ kind: "full", idempotency_key: `matrice-${unique()}` }),
    // The fixture's order is unpaid: the admin gets past the access check and is told there is nothing to refund.
    expect: { ...adminOnly, admin: 409 },
  },
  "GET /api/admin/preparation": { url: () => "/api/admin/preparation", expect: adminOnly },
  "GET /api/admin/preparation/parcels": { url: () => "/api/admin/preparation/parcels?kind=home", expect: adminOnly },
  "GET /api/admin/preparation/packing-slips.pdf": { url: () => "/api/admin/preparation/packing-slips.pdf", expect: adminOnly },
  "GET /api/admin/preparation/shipping.csv": { url: () => "/api/admin/preparation/shipping.csv", expect: adminOnly },
  "GET /api/admin/campaigns/overview": { url: () => "/api/admin/campaigns/overview?q=judo", expect: adminOnly },
  "GET /api/admin/campaigns/:id": { url: (f) => `/api/admin/campaigns/${f.campaignId}`, expect: adminOnly },
  "GET /api/admin/orders": { url: () => "/api/admin/orders?payment_status=paid", expect: adminOnly },
  "GET /api/admin/orders.csv": { url: () => "/api/admin/orders.csv", expect: adminOnly },
  "GET /api/admin/orders/:id": { url: (f) => `/api/admin/orders/${f.saleId}`, expect: adminOnly },
  "GET /api/admin/capacity": { url: () => "/api/admin/capacity?from=2030-01-07", expect: adminOnly },
  "PUT /api/admin/capacity/weeks/:week": {
    // A week far ahead, which no order of the fixtures takes.
    url: () => "/api/admin/capacity/weeks/2030-01-07",
    body: () => ({ capacities: [{ product_id: "noir", capacity: 500 }] }),
    expect: adminOnly,
  },
  "PUT /api/admin/capacity/christmas": {
    url: () => "/api/admin/capacity/christmas",
    body: () => ({ last_order_date: null }),
    expect: adminOnly,
  },
  "POST /api/admin/orders/ship": {
    url: () => "/api/admin/orders/ship",
    // The fixture's order is unpaid: the admin is told it can't be shipped.
    body: (f) => ({ parcels: [{ sale_id: f.saleId, carrier: "La Poste Colissimo", tracking_number: "6A12345678901" }] }),
    expect: { ...adminOnly, admin: 409 },
  },
  "POST /api/admin/campaigns/:id/deliver-pickups": {
    url: (f) => `/api/admin/campaigns/${f.campaignId}/deliver-pickups`,
    body: () => ({}),
    expect: adminOnly,
  },
  "GET /api/campaigns/slug-available": { url: () => "/api/campaigns/slug-available?slug=libre", expect: signedIn },
  "GET /api/campaigns/by-slug/:slug": { url: (f) => `/api/campaigns/by-slug/${f.slug}`, expect: 200 },
  "GET /api/campaigns/:id": { url: (f) => `/api/campaigns/${f.campaignId}`, expect: membersOnly },
  "POST /api/campaigns/:id/duplicate": {
    url: (f) => `/api/campaigns/${f.campaignId}/duplicate`,
    body: () => ({}),
    expect: { ...managersOnly, manager: 201 },
  },
  "PATCH /api/campaigns/:id": {
    url: (f) => `/api/campaigns/${f.campaignId}`,
    body: (f) => ({
      association_name: "Club de Judo",
      campaign_message: "Un message assez long.",
      contact_email: "judo@exemple.fr",
      public_slug: f.slug,
    }),
    expect: managersOnly,
  },
  "POST /api/campaigns/:id/publish": { url: (f) => `/api/campaigns/${f.campaignId}/publish`, body: () => ({}), expect: managersOnly },
  "POST /api/campaigns/:id/publish-changes": {
    url: (f) => `/api/campaigns/${f.campaignId}/publish-changes`,
    body: () => ({}),
    expect: managersOnly,
  },
  "POST /api/campaigns/:id/discard-changes": {
    url: (f) => `/api/campaigns/${f.campaignId}/discard-changes`,
    body: () => ({}),
    expect: managersOnly,
  },
  "POST /api/campaigns/:id/unpublish": {
    url: (f) => `/api/campaigns/${f.campaignId}/unpublish`,
    body: () => ({}),
    unpublishes: true,
    expect: managersOnly,
  },
  "GET /api/campaigns/:id/booking": { url: (f) => `/api/campaigns/${f.campaignId}/booking`, expect: membersOnly },
  "POST /api/campaigns/:id/booking": {
    url: (f) => `/api/campaigns/${f.campaignId}/booking`,
    body: (f) => ({ starts_at: f.slot, phone: "06 12 34 56 78" }),
    expect: { ...managersOnly, manager: 201 },
  },
  "GET /api/campaigns/:id/sales": { url: (f) => `/api/campaigns/${f.campaignId}/sales`, expect: membersOnly },
  "GET /api/campaigns/:id/sales/stream": { url: (f) => `/api/campaigns/${f.campaignId}/sales/stream`, stream: true, expect: membersOnly },
  // Paper orders (docs/product.md#paper-orders): distribute's. Each caller records its own (a key of its own); the
  // correction keeps the bars (the fixture's parcel may have reached the association); the first cancel cancels, the
  // next callers find it cancelled (200 both). The correction runs before the cancel: the table runs in its order.
  "GET /api/campaigns/:id/paper-orders": { url: (f) => `/api/campaigns/${f.campaignId}/paper-orders`, expect: membersOnly },
  // The buyers' e-mails are in the file: the money roles', as the sales CSV.
  "GET /api/campaigns/:id/paper-orders.csv": { url: (f) => `/api/campaigns/${f.campaignId}/paper-orders.csv`, expect: moneyOnly },
  "POST /api/campaigns/:id/paper-orders": {
    url: (f) => `/api/campaigns/${f.campaignId}/paper-orders`,
    body: () => ({ ...paperOrder, idempotency_key: `matrice-${unique()}` }),
    expect: { ...membersOnly, manager: 201, treasurer: 201, volunteer: 201 },
  },
  "PATCH /api/campaigns/:id/paper-orders/:saleId": {
    url: (f) => `/api/campaigns/${f.campaignId}/paper-orders/${f.paperSaleId}`,
    body: () => ({ ...paperOrder, buyer_name: `Mamie ${unique()}` }),
    expect: membersOnly,
  },
  // Confirming an order above the campaign's ceiling: managers (confirmPaperOrders) and admins. The fixture's order was
  // recorded by the manager, so it counts already: confirming it again changes nothing (200, changed: false). How much
  // each role may record is the per-member and per-campaign quotas' (lib/account-limits.ts, paperOrders).
  "POST /api/campaigns/:id/paper-orders/:saleId/confirm": {
    url: (f) => `/api/campaigns/${f.campaignId}/paper-orders/${f.paperSaleId}/confirm`,
    expect: { ...managersOnly, admin: 200 },
  },
  "POST /api/campaigns/:id/paper-orders/:saleId/cancel": {
    url: (f) => `/api/campaigns/${f.campaignId}/paper-orders/${f.paperSaleId}/cancel`,
    body: () => ({ reason: "Vérification de la matrice d'accès" }),
    expect: membersOnly,
  },
  // A card buyer's e-mail corrected (docs/product.md#buyer-email-correction): managers (correctBuyerEmails) and admins.
  // Each caller sends the address already on the order: nothing changes, nothing is mailed.
  "POST /api/campaigns/:id/orders/:saleId/buyer-email": {
    url: (f) => `/api/campaigns/${f.campaignId}/orders/${f.handOverSale.id}/buyer-email`,
    body: (f) => ({ email: f.handOverSale.email }),
    expect: { ...managersOnly, admin: 200 },
  },
  "GET /api/campaigns/:id/raised/stream": { url: (f) => `/api/campaigns/${f.campaignId}/raised/stream`, stream: true, expect: 200 },
  "GET /api/bookings/slots": { url: () => "/api/bookings/slots", expect: signedIn },
  "GET /api/associations/:id/members": { url: (f) => `/api/associations/${f.associationA}/members`, expect: membersOnly },
  "POST /api/associations/:id/invitations": {
    url: (f) => `/api/associations/${f.associationA}/invitations`,
    body: () => ({ email: `invite-${unique()}@exemple.fr`, role: "volunteer" }),
    expect: { ...managersOnly, manager: 201 },
  },
  "DELETE /api/associations/:id/invitations/:invitationId": {
    url: (f) => `/api/associations/${f.associationA}/invitations/${f.invitationId}`,
    expect: managersOnly,
  },
  "PATCH /api/associations/:id/members/:userId": {
    url: (f) => `/api/associations/${f.associationA}/members/${f.extraMemberId}`,
    body: () => ({ role: "volunteer" }),
    expect: managersOnly,
  },
  // Runs after the PATCH above (the table runs in its order, ranks aside): it removes the member the PATCH changes.
  "DELETE /api/associations/:id/members/:userId": {
    url: (f) => `/api/associations/${f.associationA}/members/${f.extraMemberId}`,
    // A member may remove themselves (team/members.test.ts); someone else, only a manager.
    expect: managersOnly,
  },
  "GET /api/associations/:id/bank-account": { url: (f) => `/api/associations/${f.associationA}/bank-account`, expect: bankOnly },
  "PUT /api/associations/:id/bank-account": {
    url: (f) => `/api/associations/${f.associationA}/bank-account`,
    body: () => ({
      account_holder: "Club de Judo de Vannes",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      bic: "AGRIFRPP",
      password: PASSWORD,
    }),
    expect: bankOnly,
  },
  // Confirming new bank details before they are paid (docs/product.md#bank-details): admins only. No details for a
  // made-up association: the admin gets past the check.
  "POST /api/admin/associations/:id/bank-account/confirmation": {
    url: () => `/api/admin/associations/${randomUUID()}/bank-account/confirmation`,
    body: () => ({ updated_at: new Date().toISOString() }),
    expect: { ...adminOnly, admin: 409 },
  },
  // The association's money (docs/product.md#money): statements for those who see the money, payouts for admins.
  "GET /api/campaigns/:id/statement": { url: (f) => `/api/campaigns/${f.campaignId}/statement`, expect: moneyOnly },
  "GET /api/campaigns/:id/statement.csv": { url: (f) => `/api/campaigns/${f.campaignId}/statement.csv`, expect: moneyOnly },
  "GET /api/campaigns/:id/statement.pdf": { url: (f) => `/api/campaigns/${f.campaignId}/statement.pdf`, expect: moneyOnly },
  "GET /api/admin/campaigns/:id/statement": { url: (f) => `/api/admin/campaigns/${f.campaignId}/statement`, expect: adminOnly },
  "GET /api/admin/campaigns/:id/statement.csv": { url: (f) => `/api/admin/campaigns/${f.campaignId}/statement.csv`, expect: adminOnly },
  "GET /api/admin/campaigns/:id/statement.pdf": { url: (f) => `/api/admin/campaigns/${f.campaignId}/statement.pdf`, expect: adminOnly },
  "GET /api/admin/payouts/due": { url: () => "/api/admin/payouts/due", expect: adminOnly },
  "GET /api/admin/payouts": { url: () => "/api/admin/payouts", expect: adminOnly },
  "POST /api/admin/payout-batches": {
    url: () => "/api/admin/payout-batches",
    body: (f) => ({ campaign_ids: [f.campaignId], execution_date: "2026-12-01", idempotency_key: `matrice-${unique()}` }),
    // Nothing of the fixture's campaign is payable (or it has no bank details yet): the admin gets past the check.
    expect: { ...adminOnly, admin: 409 },
  },
  "GET /api/admin/payout-batches/:id/sepa.xml": {
    url: () => `/api/admin/payout-batches/${randomUUID()}/sepa.xml`,
    expect: { ...adminOnly, admin: 404 },
  },
  "POST /api/admin/payouts/:id/paid": {
    url: () => `/api/admin/payouts/${randomUUID()}/paid`,
    body: () => ({ paid_on: "2026-12-01", bank_reference: "VIR-1" }),
    expect: { ...adminOnly, admin: 404 },
  },
  "POST /api/admin/payouts/:id/cancel": {
    url: () => `/api/admin/payouts/${randomUUID()}/cancel`,
    body: () => ({ reason: "Erreur de saisie" }),
    expect: { ...adminOnly, admin: 404 },
  },
  "GET /api/invitations/:token": { url: (f) => `/api/invitations/${f.invitationToken}`, expect: 200 },
  "POST /api/invitations/:token/accept": {
    url: (f) => `/api/invitations/${f.invitationToken}/accept`,
    // Sent to an address none of the callers has.
    expect: signedInGet(403),
  },
  "POST /api/checkout": {
    url: () => "/api/checkout",
    body: (f) => ({
      campaign_id: f.campaignId,
      cart: [{ id: "noir", quantity: 1 }],
      buyer_info: { buyer_name: "Donatrice", buyer_email: "don@exemple.fr", delivery_mode: "pickup" },
    }),
    expect: 200,
  },
  "GET /api/checkout/status": { url: (f) => `/api/checkout/status?ref=${f.orderReference}`, expect: 200 },
  "GET /pay/simulated/:saleId": { url: (f) => `/pay/simulated/${f.saleId}`, expect: 200 },
  "POST /pay/simulated/:saleId/confirm": { url: (f) => `/pay/simulated/${f.saleId}/confirm`, expect: 303 },
  "POST /pay/simulated/:saleId/refuse": { url: (f) => `/pay/simulated/${f.saleId}/refuse`, expect: 303 },
  // The buyer's documents (docs/decisions/020-vat-rates.md), after the fixture's order is paid just above: no account,
  // the link's token is the credential, so whoever holds the link gets the file. A wrong or missing token is 404 for
  // every caller (receipts/receipts.test.ts).
  "GET /api/orders/:saleId/receipt.pdf": { url: (f) => documentLinks().receiptPath(f.saleId), expect: 200 },
  "GET /api/orders/:saleId/refunds/:refundId/credit-note.pdf": {
    url: (f) => documentLinks().creditNotePath(f.refund.saleId, f.refund.refundId),
    expect: 200,
  },
  // Messages to buyers (docs/product.md#messages-to-buyers): every member reads the sendings; 'Votre commande est
  // prête' is distribute's (buyer-messages.test.ts), a message of the association's own words editShop's. Runs after
  // the fixture's order is paid just above: the manager's message has a buyer to go to.
  "GET /api/campaigns/:id/buyer-messages": { url: (f) => `/api/campaigns/${f.campaignId}/buyer-messages`, expect: membersOnly },
  "POST /api/campaigns/:id/buyer-messages": {
    url: (f) => `/api/campaigns/${f.campaignId}/buyer-messages`,
    body: () => ({ kind: "free", subject: "Distribution samedi", body: "Rendez-vous samedi à la salle des fêtes." }),
    expect: { ...managersOnly, manager: 201 },
  },
  // The distribution day (docs/product.md#distribution-list, #handing-over): distribute's. The first hand-over moves
  // the order, the next callers are told when it was handed over (200 both); the QR code's page reads the order's
  // campaign, and an order of an association the caller doesn't hand bars for reads as unknown (404).
  "GET /api/campaigns/:id/distribution": { url: (f) => `/api/campaigns/${f.campaignId}/distribution`, expect: membersOnly },
  "GET /api/campaigns/:id/distribution.pdf": { url: (f) => `/api/campaigns/${f.campaignId}/distribution.pdf`, expect: membersOnly },
  "GET /api/campaigns/:id/distribution.csv": { url: (f) => `/api/campaigns/${f.campaignId}/distribution.csv`, expect: membersOnly },
  "POST /api/campaigns/:id/distribution/hand-over": {
    url: (f) => `/api/campaigns/${f.campaignId}/distribution/hand-over`,
    body: (f) => ({ reference: f.handOverReference }),
    expect: membersOnly,
  },
  "GET /api/distribution/orders/:reference": {
    url: (f) => `/api/distribution/orders/${f.handOverReference}`,
    expect: { ...membersOnly, other: 404, admin: 404 },
  },
  // Sellers (docs/product.md#sellers): any member sees them and prints the kit; the shop's and the distribution's
  // roles add, change and delete them; the leaderboard is the shop's. The donor's side reads published campaigns.
  "GET /api/campaigns/:id/sellers": { url: (f) => `/api/campaigns/${f.campaignId}/sellers`, expect: membersOnly },
  "POST /api/campaigns/:id/sellers": {
    url: (f) => `/api/campaigns/${f.campaignId}/sellers`,
    body: () => ({ sellers: [{ first_name: "Léa", group_name: "CM2" }] }),
    expect: { ...membersOnly, manager: 201, treasurer: 201, volunteer: 201 },
  },
  "PATCH /api/campaigns/:id/sellers/:sellerId": {
    url: (f) => `/api/campaigns/${f.campaignId}/sellers/${f.sellerId}`,
    body: () => ({ first_name: "Noé", group_name: "CE1", goal_bars: 20 }),
    expect: membersOnly,
  },
  "DELETE /api/campaigns/:id/sellers/:sellerId": {
    // A seller of its own for each call: the first deletion would leave the next callers nothing to delete.
    url: (f) => `/api/campaigns/${f.campaignId}/sellers/${f.spareSellerIds.shift()}`,
    expect: { ...membersOnly, manager: 204, treasurer: 204, volunteer: 204 },
  },
  "PUT /api/campaigns/:id/leaderboard": {
    url: (f) => `/api/campaigns/${f.campaignId}/leaderboard`,
    body: () => ({ enabled: true }),
    expect: managersOnly,
  },
  "GET /api/campaigns/:id/sellers/:sellerId/qr.svg": {
    url: (f) => `/api/campaigns/${f.campaignId}/sellers/${f.sellerId}/qr.svg`,
    expect: membersOnly,
  },
  "GET /api/campaigns/:id/sellers/flyers.pdf": { url: (f) => `/api/campaigns/${f.campaignId}/sellers/flyers.pdf`, expect: membersOnly },
  "GET /api/campaigns/:id/poster.pdf": { url: (f) => `/api/campaigns/${f.campaignId}/poster.pdf`, expect: membersOnly },
  "GET /api/campaigns/by-slug/:slug/sellers": { url: (f) => `/api/campaigns/by-slug/${f.slug}/sellers`, expect: 200 },
  "GET /api/campaigns/by-slug/:slug/sellers/search": { url: (f) => `/api/campaigns/by-slug/${f.slug}/sellers/search?q=ma`, expect: 200 },
  "GET /api/campaigns/by-slug/:slug/sellers/:code": {
    url: (f) => `/api/campaigns/by-slug/${f.slug}/sellers/${f.sellerCode}`,
    expect: 200,
  },
  "GET /api/campaigns/by-slug/:slug/availability": { url: (f) => `/api/campaigns/by-slug/${f.slug}/availability`, expect: 200 },
  "GET /api/campaigns/by-slug/:slug/leaderboard": { url: (f) => `/api/campaigns/by-slug/${f.slug}/leaderboard`, expect: 200 },
  "POST /api/uploads/campaign-logos": {
    url: () => "/api/uploads/campaign-logos",
    multipart: true,
    expect: { ...managersOnly, manager: 201 },
  },
  "POST /api/uploads/campaign-heroes": {
    url: () => "/api/uploads/campaign-heroes",
    multipart: true,
    expect: { ...managersOnly, manager: 201 },
  },
  // The confirmation link of an address typed on a paper order (docs/product.md#buyer-addresses): no account, the
  // link's token is the credential. Its page is for anyone holding it (opening it changes nothing); its button confirms
  // the address, then every caller lands back on the page (buyer-emails/buyer-emails.test.ts).
  "GET /confirmer-adresse/:token": { url: (f) => f.addressConfirmationPath, expect: 200 },
  "POST /confirmer-adresse/:token": { url: (f) => f.addressConfirmationPath, expect: 303 },
  "POST /api/newsletter": { url: () => "/api/newsletter", body: () => ({ email: `lecteur-${unique()}@exemple.fr` }), expect: 200 },
  "GET /api/newsletter/confirm": { url: () => "/api/newsletter/confirm?token=faux", expect: 303 },
  "GET /api/newsletter/unsubscribe": { url: () => "/api/newsletter/unsubscribe?token=faux", expect: 303 },
  // Pages outside /api (docs/decisions/023, 009): public to everyone, signed in or not. The campaign's own pages answer
  // for a published campaign; their unpublished and taken-down variants are in access-scopes.test.ts.
  ...Object.fromEntries(
    [
      "/",
      "/campaign/create",
      "/comment-ca-marche",
      "/chocolats",
      "/faq",
      "/contact",
      "/a-propos",
      "/support",
      "/mentions-legales",
      "/cgv",
      "/cgu",
      "/privacy",
      "/cookies",
      "/accessibilite",
      "/auth/login",
      "/login",
      "/auth/register",
      "/auth/forgot",
      "/auth/reset",
      "/robots.txt",
      "/sitemap.xml",
    ].map((page): [string, Entry] => [`GET ${page}`, { url: () => page, expect: 200 }]),
  ),
  "GET /c/:slug": { url: (f) => `/c/${f.slug}`, expect: 200 },
  "GET /c/:slug/v/:code": { url: (f) => `/c/${f.slug}/v/${f.sellerCode}`, expect: 200 },
  "GET /c/:slug/og.png": { url: (f) => `/c/${f.slug}/og.png`, expect: 200 },
  "GET /campaign/:slug": { url: (f) => `/campaign/${f.slug}`, expect: 200 },
  // Uploaded pictures are public: a campaign's logo and cover show on its public page.
  "GET /uploads/*": { url: (f) => new URL(f.uploadUrl, ORIGIN).pathname, expect: 200 },
  // Development mailbox: never registered in production (checked in app.test.ts of the mail folder).
  "GET /api/dev/mails": { url: () => "/api/dev/mails", expect: 200 },
  "GET /dev/mails": { url: () => "/dev/mails", expect: 200 },
  // The API description: development only too (api-docs.test.ts checks production answers 404).
  "GET /api/docs": { url: () => "/api/docs", expect: 200 },
  "GET /api/docs/openapi.json": { url: () => "/api/docs/openapi.json", expect: 200 },
};

const testPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#B76E79" } })
    .png()
    .toBuffer();

let app: App;
let base: string;
/** The links the buyer's mails carry, keyed as the server keys them. */
const documentLinks = () => createOrderDocuments(app.config).links;
let fixture: Fixture;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  // Test apps serve no client build (tests/support/app.ts): its files (one route each) are the same public assets for
  // everyone, and the table must not depend on whether the journeys built them first.
  app = await createTestApp({
    adminEmails: ["admin@exemple.fr"],
    metrics: { host: "127.0.0.1", token: "matrix-metrics-token-0123456789abcdef" },
  });
  cookies.admin = await signUpAndSignIn(app, "admin@exemple.fr");
  cookies.other = await signUpAndSignIn(app, "autre@exemple.fr");
  const { member, associationId, campaign } = await publishedCampaign(app, {
    memberEmail: "responsable@exemple.fr",
    adminCookie: cookies.admin,
  });
  cookies.manager = member;
  const checkout = (
    await send(app, "POST", "/api/checkout", {
      body: {
        campaign_id: campaign.id,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "A", buyer_email: "a@exemple.fr", delivery_mode: "pickup" },
      },
    })
  ).json();
  const handOver = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }], { name: "Bruno Le Ny" });
  await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: cookies.admin, body: {} });
  const paper = (
    await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
      cookie: member,
      body: { ...paperOrder, idempotency_key: `matrice-${unique()}` },
    })
  ).json();
  await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
    cookie: member,
    body: { ...paperOrder, buyer_email: "mamie@exemple.fr", idempotency_key: `matrice-${unique()}` },
  });
  const confirmation = await latestMailTo(app, "mamie@exemple.fr");
  const addressConfirmationPath = pathOf(linkIn(confirmation.text_body, /https?:\/\/\S+\/confirmer-adresse\/\S+/));
  const refunded = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { name: "Anne Le Dû" });
  const refund = (
    await send(app, "POST", `/api/admin/orders/${refunded.saleId}/refunds`, {
      cookie: cookies.admin,
      body: { kind: "amount", amount_eur: 1, idempotency_key: `matrice-${unique()}` },
    })
  ).json().refund;
  const slots = (await send(app, "GET", "/api/bookings/slots", { cookie: member })).json().slots;
  const join = (email: string, role: "treasurer" | "volunteer") =>
    invitedMember(app, { managerCookie: member, associationId, email, role });
  cookies.treasurer = (await join("tresorier@exemple.fr", "treasurer")).cookie;
  cookies.volunteer = (await join("benevole@exemple.fr", "volunteer")).cookie;
  const extra = await join("extra@exemple.fr", "volunteer");
  const pending = (await invite(app, { cookie: member, associationId, email: "en-attente@exemple.fr", role: "treasurer" })).json();
  await invite(app, { cookie: member, associationId, email: "personne-ici@exemple.fr", role: "volunteer" });
  const added = (
    await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, {
      cookie: member,
      body: { sellers: ["Léa", "A", "B", "C", "D", "E", "F"].map((first_name) => ({ first_name })) },
    })
  ).json().sellers as { id: string; code: string }[];
  const logo = multipartBody([
    { name: "association_id", value: associationId },
    { name: "file", filename: "logo.png", contentType: "image/png", bytes: await testPng() },
  ]);
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/uploads/campaign-logos",
    headers: { origin: ORIGIN, "content-type": logo.contentType, cookie: member },
    payload: logo.payload,
  });
  fixture = {
    uploadUrl: uploaded.json().url,
    sellerId: added[0].id,
    sellerCode: added[0].code,
    spareSellerIds: added.slice(1).map((seller) => seller.id),
    associationA: associationId,
    campaignId: campaign.id,
    slug: campaign.public_slug,
    saleId: checkout.sale_id,
    orderReference: checkout.order_reference,
    paperSaleId: paper.order.id,
    addressConfirmationPath,
    handOverReference: handOver.reference,
    handOverSale: { id: handOver.saleId, email: handOver.email },
    refund: { saleId: refunded.saleId, refundId: refund.id },
    slot: slots[0].starts_at,
    extraMemberId: extra.userId,
    invitationId: pending.invitation.id,
    invitationToken: await invitationTokenFor(app, "personne-ici@exemple.fr"),
    png: await testPng(),
  };
  expect(await associationIdOf(app, cookies.other)).not.toBe(associationId);
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => app?.close());

async function call(entry: Entry, role: Role): Promise<number> {
  const cookie = cookies[role];
  const url = entry.url(fixture);
  const method = Object.keys(table)
    .find((k) => table[k] === entry)!
    .split(" ")[0];
  if (entry.stream) {
    const controller = new AbortController();
    const response = await fetch(base + url, { headers: cookie ? { cookie } : {}, signal: controller.signal });
    controller.abort();
    return response.status;
  }
  if (entry.multipart) {
    const form = multipartBody([
      { name: "association_id", value: fixture.associationA },
      { name: "file", filename: "logo.png", contentType: "image/png", bytes: fixture.png },
    ]);
    const response = await app.inject({
      method: "POST",
      url,
      headers: { origin: ORIGIN, "content-type": form.contentType, ...(cookie ? { cookie } : {}) },
      payload: form.payload,
    });
    return response.statusCode;
  }
  const response = await send(app, method as "GET", url, { cookie, body: entry.body?.(fixture) });
  return response.statusCode;
}

describe("access-control matrix", () => {
  it("covers every route the server registers", () => {
    const registered = new Set(app.routeTable.filter((r) => r.method !== "HEAD").map((r) => `${r.method} ${r.url}`));
    expect([...registered].sort()).toEqual(Object.keys(table).sort());
  });

  it("has every route declare what it answers, so that /api/docs describes it", async () => {
    const document = (await send(app, "GET", "/api/docs/openapi.json")).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    // The uploaded files are served by @fastify/static straight from disk or S3: a file, not an answer to describe.
    const described = Object.entries(table).filter(([name]) => name !== "GET /uploads/*");
    const undeclared = described.flatMap(([name, entry]) => {
      const [method, url] = name.split(" ");
      const route = app.routeTable.find((r) => r.method === method && r.url === url);
      const declared = Object.keys(route?.schema?.response ?? {}).filter((status) => /^[23]/.test(status));
      const documented = document.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()]?.responses ?? {};
      // The successes this table expects are among the declared ones, and the description has them all.
      const expected = (typeof entry.expect === "number" ? [entry.expect] : Object.values(entry.expect)).filter((s) => s < 400);
      const complete = declared.length > 0 && expected.every((s) => declared.includes(String(s))) && declared.every((s) => s in documented);
      return complete ? [] : [name];
    });
    expect(undeclared).toEqual([]);
  });

  const rank = (entry: Entry) => (entry.last ? 2 : entry.unpublishes ? 1 : 0);
  const ordered = Object.entries(table).sort(([, a], [, b]) => rank(a) - rank(b));
  for (const [route, entry] of ordered) {
    it(route, async () => {
      const expected = typeof entry.expect === "number" ? Object.fromEntries(roles.map((role) => [role, entry.expect])) : entry.expect;
      const actual: Record<string, number> = {};
      for (const role of roles) actual[role] = await call(entry, role);
      expect(actual).toEqual(expected);
    });
  }
});
