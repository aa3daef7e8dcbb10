import {
  BUYER_MESSAGE_MAX_RECIPIENTS,
  BUYER_MESSAGE_RECIPIENTS_PER_DAY,
  BUYER_MESSAGES_PER_DAY,
  type BuyerMessage,
  type BuyerMessageRequest,
  type BuyerMessagesResponse,
} from "../../shared/buyer-messages";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { queueMail } from "../mail/outbox";
import { freeMessageMail, orderReadyMail, READY_SUBJECT } from "./mail";
import {
  countRecipients,
  countSendingsSince,
  findCampaign,
  findRecipients,
  insertSending,
  listSendings,
  lockCampaign,
  type MessageRow,
} from "./queries";

// docs/product.md#messages-to-buyers: an association tells its campaign's buyers their order is ready, or writes to
// them all; one mail per address through the outbox, in the transaction that records the sending.

const DAY_MS = 24 * 60 * 60 * 1000;

function toMessage(row: MessageRow): BuyerMessage {
  return {
    id: row.id,
    kind: row.kind === "ready" ? "ready" : "free",
    subject: row.subject,
    body: row.kind === "ready" ? null : row.body,
    recipients: row.recipients,
    author_name: row.author_name,
    created_at: row.created_at.toISOString(),
  };
}

/** GET /api/campaigns/:id/buyer-messages: the sendings, who each kind would reach now, and what is left for today. */
export async function listBuyerMessages(db: Db, options: { campaignId: string; now: Date }): Promise<BuyerMessagesResponse> {
  const { campaignId, now } = options;
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
  const [rows, recipients, recent] = await Promise.all([
    listSendings(db, campaignId),
    countRecipients(db, campaignId),
    countSendingsSince(db, { campaignId, since: new Date(now.getTime() - DAY_MS) }),
  ]);
  return {
    campaign: { id: campaign.id, name: campaign.association_name, slug: campaign.public_slug },
    messages: rows.map(toMessage),
    recipients,
    pacing: { sent_today: recent.total, max_per_day: BUYER_MESSAGES_PER_DAY, ready_sent_today: recent.ready > 0 },
  };
}

/**
 * POST /api/campaigns/:id/buyer-messages: paced per campaign (3 sendings in any 24 hours, 'ready' once of them, 1000
 * addresses in all), at most 500 addresses a sending, refused when nobody would receive it. Returns the sending as stored; the route wakes the mail worker.
 */
export async function sendBuyerMessage(
  db: Db,
  options: { campaignId: string; authorUserId: string; request: BuyerMessageRequest; publicUrl: string; now: Date },
): Promise<BuyerMessage> {
  const { campaignId, request, now } = options;
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
    const recent = await countSendingsSince(tx, { campaignId, since: new Date(now.getTime() - DAY_MS) });
    if (recent.total >= BUYER_MESSAGES_PER_DAY) throw new AppError("BUYER_MESSAGES_DAILY_LIMIT");
    if (request.kind === "ready" && recent.ready > 0) throw new AppError("BUYER_MESSAGE_READY_ALREADY_SENT");

    const recipients = await findRecipients(tx, { campaignId, kind: request.kind });
    if (recipients.length === 0) throw new AppError("NO_BUYERS_TO_NOTIFY");
    // Checked before any mail is queued: the outbox takes a sending whole or not at all.
    if (recipients.length > BUYER_MESSAGE_MAX_RECIPIENTS) {
      throw new AppError(
        "BUYER_MESSAGE_TOO_MANY_RECIPIENTS",
        `Ce message irait à ${recipients.length} acheteurs : un envoi en atteint ${BUYER_MESSAGE_MAX_RECIPIENTS} au plus. Écrivez-nous pour prévenir tous vos acheteurs.`,
      );
    }
    if (recent.recipients + recipients.length > BUYER_MESSAGE_RECIPIENTS_PER_DAY) {
      throw new AppError(
        "BUYER_MESSAGES_DAILY_RECIPIENTS",
        `Ce message irait à ${recipients.length} acheteurs, mais cette campagne a déjà écrit à ${recent.recipients} acheteurs aujourd'hui (${BUYER_MESSAGE_RECIPIENTS_PER_DAY} au plus en 24 heures). Réessayez demain.`,
      );
    }
    for (const recipient of recipients) {
      const mail =
        request.kind === "ready"
          ? orderReadyMail(recipient, campaign, options.publicUrl)
          : freeMessageMail(request, campaign, options.publicUrl);
      await queueMail(tx, { to: recipient.email, ...mail });
    }
    // The sendings list shows the member's own subject; 'ready' is the product's.
    const subject = request.kind === "ready" ? READY_SUBJECT : request.subject;
    const stored = await insertSending(tx, {
      campaignId,
      kind: request.kind,
      subject,
      // 'ready' keeps no text: each buyer's is the product's, with their references.
      body: request.kind === "free" ? request.body : "",
      recipients: recipients.length,
      authorUserId: options.authorUserId,
      at: now,
    });
    return toMessage(stored);
  });
}
