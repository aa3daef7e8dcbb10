import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatement } from "../../../shared/statement";
import { openTestDatabase } from "../../../../tests/support/database";
import { testConfig } from "../../../../tests/support/config";
import { startTestSmtpServer, type TestSmtpServer } from "../../../../tests/support/smtp-test-server";
import { bookingConfirmationMail } from "../../bookings/booking-mail";
import { buyerEmailConfirmationMail } from "../../buyer-emails/confirmation-mail";
import { freeMessageMail, orderReadyMail } from "../../buyer-messages/mail";
import { campaignTakedownMail } from "../../campaigns/takedown-mail";
import type { Database } from "../../db/client";
import { bankAccountChangedMail } from "../../money/bank-account-mail";
import { payoutPaidMail } from "../../money/payout-mail";
import { orderShippedMail, pickupsDeliveredMail } from "../../orders/fulfilment-mail";
import { buyerRefundMail } from "../../orders/refund-mail";
import { buyerConfirmationMail, newSaleMail } from "../../orders/sale-mails";
import { invitationMail } from "../../team/invitation-mail";
import { queueMail } from "../outbox";
import { startMailWorker } from "../worker";
import type { RenderedMail } from "./layout";
import { cleanTypedText, FRAME_TEXT_END } from "./member-text";

// docs/security.md: what members and buyers type (names, an association's name, a place, a message) shows in a mail
// only inside the frame that says who wrote it, never in a subject or a sentence of the shop's, and never as a link.

const hostile = {
  buyer: "Gagnant! Reclamez: bit.ly/x",
  association: "URGENT compte bloqué https://evil.example/login",
  place: "Salle 3, infos sur www.evil.example",
  subject: "Gagnant! Reclamez votre lot sur bit.ly/x",
  body: "Bonjour,\nCliquez sur https://evil.example/gain\u202e pour votre cadeau.",
  member: "Support Boutique Solidaire evil.example",
};
/** A piece of each hostile text: none may be read outside a frame. */
const markers = /Gagnant|Reclamez|URGENT|evil|bit\.ly|Support Boutique/i;
const publicUrl = "https://boutique.example";

const campaign = {
  id: "c1",
  association_name: hostile.association,
  association_address: hostile.place,
  public_slug: "club",
  contact_email: "contact@club.example",
  order_deadline: null,
  distribution_date: "2025-06-14",
  distribution_start_time: "10:00",
  distribution_end_time: null,
  distribution_place: hostile.place,
};
const sale = {
  order_reference: "BS-ABCD2345",
  status: "paid",
  fulfilment_status: "to_prepare",
  bars_count: 2,
  refunded_bars: 0,
  amount_total: "16.00",
  delivery_fee: "0.00",
  items: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2 }],
  customer_name: hostile.buyer,
  customer_email: "acheteur@exemple.fr",
  delivery_mode: "pickup",
  delivery_address: hostile.place,
  delivery_postal_code: "56000",
  delivery_city: "Vannes",
  delivery_address_line2: null,
  carrier: "La Poste Colissimo",
  tracking_number: "6A123",
};
const statement = {
  campaign: { id: "c1", name: hostile.association, slug: "club", message: null },
  association: { id: "a1", name: hostile.association },
  totals: { balance_cents: 0 },
} as unknown as CampaignStatement;

async function everyMail(): Promise<Record<string, RenderedMail>> {
  return {
    buyerConfirmation: await buyerConfirmationMail(sale, campaign, publicUrl, null),
    buyerConfirmationHome: await buyerConfirmationMail({ ...sale, delivery_mode: "home_delivery" }, campaign, publicUrl, null),
    newSale: newSaleMail({ ...sale, delivery_mode: "home_delivery" }, campaign, publicUrl),
    shipped: orderShippedMail(sale, campaign, publicUrl),
    pickupsDelivered: pickupsDeliveredMail([sale, { ...sale, customer_name: null }], campaign, publicUrl),
    refund: buyerRefundMail({ amount_cents: 800 }, sale, campaign, publicUrl, null),
    orderReady: orderReadyMail({ email: "a@exemple.fr", name: hostile.buyer, references: ["BS-ABCD2345"] }, campaign, publicUrl),
    freeMessage: freeMessageMail({ subject: hostile.subject, body: hostile.body }, campaign, publicUrl),
    invitation: invitationMail({
      inviterName: hostile.member,
      associationName: hostile.association,
      role: "volunteer",
      email: "invite@exemple.fr",
      invitationUrl: `${publicUrl}/invitation/abc`,
    }),
    payout: payoutPaidMail(
      { amount_cents: 1000, paid_on: "2025-06-20", bank_reference: "VIR-1", creditor_iban_masked: "FR76 •••• 0189" },
      statement,
      publicUrl,
    ),
    bankAccount: bankAccountChangedMail({
      associationName: hostile.association,
      actorName: hostile.member,
      changedAt: new Date("2025-06-20T10:00:00Z"),
      accountHolder: hostile.buyer,
      maskedIban: "FR76 •••• 0189",
      replaced: true,
      contactUrl: `${publicUrl}/contact`,
    }),
    takedown: campaignTakedownMail({ associationName: hostile.association, reason: "Contenu trompeur", accountUrl: `${publicUrl}/compte` }),
    booking: bookingConfirmationMail({
      associationName: hostile.association,
      startsAt: new Date("2025-06-20T08:00:00Z"),
      accountUrl: publicUrl,
    }),
    addressConfirmation: buyerEmailConfirmationMail({
      associationName: hostile.association,
      buyerName: hostile.buyer,
      reference: "BS-ABCD2345",
      confirmUrl: `${publicUrl}/confirmer-adresse/abc`,
    }),
  };
}

const htmlFrames = /<table role="presentation" data-member-text="1"[\s\S]*?<\/table>/g;
const textFrames = new RegExp(`^---------- .* ----------\\n[\\s\\S]*?^${FRAME_TEXT_END}$`, "gm");

describe("every mail", () => {
  let mails: Record<string, RenderedMail>;
  beforeAll(async () => {
    mails = await everyMail();
  });

  it("shows a hostile buyer name or association name only inside the framed member block, never in the subject", () => {
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.subject, name).not.toMatch(markers);
      expect(mail.html.replace(htmlFrames, ""), name).not.toMatch(markers);
      expect(mail.text.replace(textFrames, ""), name).not.toMatch(markers);
      // The frames are there, saying who wrote what they hold.
      expect(mail.html, name).toMatch(htmlFrames);
      expect(mail.text, name).toMatch(/^---------- .+ ----------$/m);
    }
    expect(mails.freeMessage.text).toContain(
      "---------- Message de l'association « URGENT compte bloqué evil․example/login » (écrit par ses membres)",
    );
    expect(mails.freeMessage.text).toContain("Objet : « Gagnant! Reclamez votre lot sur bit․ly/x »");
    expect(mails.orderReady.text).toContain("Au nom de : « Gagnant! Reclamez: bit․ly/x »");
    expect(mails.invitation.subject).toBe("Invitation à rejoindre une association sur Boutique Solidaire");
  });

  it("turns no typed address into a link, in the frame or anywhere else", () => {
    for (const [name, mail] of Object.entries(mails)) {
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      for (const href of hrefs) expect(href, name).toMatch(/^(https:\/\/boutique\.example(\/|$)|https:\/\/www\.laposte\.fr\/)/);
      // What a mail client would link on its own: a scheme, or a dot between a name and a domain.
      for (const body of [mail.html, mail.text]) {
        expect(body, name).not.toMatch(/bit\.ly|evil\.example|https?:\/\/evil/);
      }
    }
  });
});

describe("cleanTypedText", () => {
  it("quotes on one line, cut to 80 characters, without invisible characters, keeping e-mail addresses whole", () => {
    expect(cleanTypedText("  Mamie\n\tLe Goff \u202eevil\u200b ")).toBe("Mamie Le Goff evil");
    expect(cleanTypedText("x".repeat(200))).toHaveLength(80);
    expect(cleanTypedText("Écrivez à asso@club.example ou sur club.example")).toBe("Écrivez à asso@club.example ou sur club․example");
    expect(cleanTypedText("voir https://x.example/a et ftp://y。example")).toBe("voir x․example/a et y․example");
    expect(cleanTypedText("Ligne 1\n\n  Ligne 2 ", { multiline: true })).toBe("Ligne 1\nLigne 2");
  });
});

describe("a framed mail over SMTP", () => {
  let database: Database;
  let server: TestSmtpServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startTestSmtpServer();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("leaves with the shop's subject, the association's name only in the body's frame", async () => {
    const mail = invitationMail({
      inviterName: hostile.member,
      associationName: hostile.association,
      role: "manager",
      email: "invite@exemple.fr",
      invitationUrl: `${publicUrl}/invitation/abc`,
    });
    await queueMail(database.db, { to: "invite@exemple.fr", ...mail });
    const worker = startMailWorker({
      db: database.db,
      config: testConfig({
        mail: { transport: "smtp", url: `smtp://127.0.0.1:${server.port}`, from: "Boutique Solidaire <bonjour@boutique-solidaire.fr>" },
      }),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      intervalMs: 60_000,
    });
    await worker.drain();
    await worker.stop();

    expect(server.received).toHaveLength(1);
    const raw = server.received[0].raw;
    const [headers, ...body] = raw.split(/\r?\n\r?\n/);
    expect(headers).toMatch(/^Subject: .*Invitation/m);
    expect(headers).not.toMatch(/URGENT|evil|Support/);
    // Its name is in the body, in the frame, unlinked.
    expect(body.join("\n")).toMatch(/URGENT/);
    expect(raw).not.toMatch(/evil\.example/);
  });
});
