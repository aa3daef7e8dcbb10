import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, latestMailTo, ORIGIN, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import type { App } from "../app";

// docs/product.md#handing-over: a paid pick-up order's QR code, in the buyer's mail (PNG) and on the thank-you page
// (SVG), is the hand-over page's address. Each image is drawn to pixels and read back by a QR decoder.

let app: App;
let campaignId: string;
const publicUrl = "https://boutique.exemple.fr";

beforeAll(async () => {
  // The browser of the tests stays at localhost: its origin is allowed beside the public address.
  app = await createTestApp({ adminEmails: ["admin@exemple.fr"], publicUrl, allowedOrigins: [ORIGIN] });
  const admin = await signUpAndSignIn(app, "admin@exemple.fr");
  campaignId = (await publishedCampaign(app, { memberEmail: "qr@exemple.fr", adminCookie: admin })).campaign.id;
});
afterAll(async () => app?.close());

/** What a QR decoder reads in an image (PNG or SVG), drawn at `width` pixels on white. */
async function decode(image: Buffer, width = 400): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .resize(width, width)
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe("the QR code of a paid pick-up order", () => {
  it("is in the buyer's confirmation mail as an inline PNG, and the text says the reference", async () => {
    const order = await placeOrder(app, campaignId, [{ id: "noir", quantity: 2 }], { name: "Nolwenn Qr" });
    const mail = await latestMailTo(app, order.email);
    expect(mail.subject).toBe(`Merci pour votre commande ${order.reference} - Boutique Solidaire`);
    // Beside the receipt (receipts/receipts.test.ts), one image.
    const images = mail.attachments.filter((a) => a.content_type.startsWith("image/"));
    expect(images).toHaveLength(1);
    const [png] = images;
    expect(png).toMatchObject({ content_type: "image/png", cid: "qr-remise@boutique-solidaire" });
    expect(mail.html_body).toContain('src="cid:qr-remise@boutique-solidaire"');
    expect(mail.html_body).toContain(`alt="Code QR de la commande ${order.reference}"`);
    // Read without images: the reference is in the words.
    expect(mail.text_body).toContain(
      `Le jour de la distribution, présentez le code QR ci-dessous ou donnez la référence ${order.reference} pour retirer vos tablettes.`,
    );
    expect(mail.text_body).toContain(`Commande ${order.reference}`);

    expect(await decode(Buffer.from(png.content, "base64"))).toBe(`${publicUrl}/remise/${order.reference}`);
  });

  it("is in the order-status answer as SVG for the thank-you page", async () => {
    const order = await placeOrder(app, campaignId, [{ id: "blanc", quantity: 1 }], { name: "Goulven Qr" });
    const status = (await send(app, "GET", `/api/checkout/status?ref=${order.reference}`)).json();
    expect(status).toMatchObject({ status: "paid", delivery_mode: "pickup" });
    expect(status.hand_over_qr_svg).toMatch(/^<svg /);
    expect(await decode(Buffer.from(status.hand_over_qr_svg))).toBe(`${publicUrl}/remise/${order.reference}`);
  });

  it("is not given to a home delivery, nor to an order not paid", async () => {
    const home = await placeOrder(app, campaignId, [{ id: "noir", quantity: 1 }], { home: true });
    // The receipt only.
    expect((await latestMailTo(app, home.email)).attachments.map((a) => a.content_type)).toEqual(["application/pdf"]);
    expect((await send(app, "GET", `/api/checkout/status?ref=${home.reference}`)).json().hand_over_qr_svg).toBeNull();
    const unpaid = await placeOrder(app, campaignId, [{ id: "noir", quantity: 1 }], { pay: false });
    expect((await send(app, "GET", `/api/checkout/status?ref=${unpaid.reference}`)).json().hand_over_qr_svg).toBeNull();
  });
});
