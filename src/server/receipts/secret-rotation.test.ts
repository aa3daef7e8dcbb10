import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { createKnownDevices, KNOWN_DEVICE_COOKIE } from "../lib/known-device";
import { createDocumentLinks } from "./document-links";
import { createOrderDocuments } from "./order-documents";

// Engine-independent: it checks which secrets open a buyer's link and a known device's mark; the database only holds the order.

// docs/operations.md#secrets-rotation: AUTH_SECRET changed, the old one kept as AUTH_SECRET_PREVIOUS. The receipts'
// links already mailed keep opening (a buyer may come back to them months later); new ones are signed with the new
// secret; no other secret opens anything.
const OLD = "ancien-secret-ancien-secret-ancien-secret-0123";
const NEW = "nouveau-secret-nouveau-secret-nouveau-secret-01";
const OTHER = "autre-secret-autre-secret-autre-secret-autre-01";

const { app, admin } = await appWithAdminForFile({ authSecret: NEW, previousAuthSecret: OLD });
const { campaign } = await publishedCampaign(app, { memberEmail: "responsable@exemple.fr", adminCookie: admin });

describe("AUTH_SECRET rotated, the previous one kept", () => {
  it("opens a receipt link mailed under the previous secret, signs new ones with the new, refuses any other", async () => {
    const { saleId } = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const linkUnder = (secret: string) => createDocumentLinks(secret).receiptPath(saleId);
    const download = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;

    expect(await download(linkUnder(OLD))).toBe(200);
    expect(await download(linkUnder(NEW))).toBe(200);
    expect(createOrderDocuments(app.config).links.receiptPath(saleId)).toBe(linkUnder(NEW));
    expect(await download(linkUnder(OTHER))).toBe(404);
    // Once AUTH_SECRET_PREVIOUS is removed, the old links are void.
    const token = new URL(linkUnder(OLD), "http://x").searchParams.get("token")!;
    expect(createDocumentLinks(NEW).isReceiptToken(saleId, token)).toBe(false);
  });

  it("still knows a browser marked under the previous secret, and no mark of another", () => {
    const markUnder = (secret: string) => {
      let header = "";
      createKnownDevices({ secret, secure: false }).remember(
        { header: (_: string, value: string) => (header = value) } as unknown as FastifyReply,
        "a@exemple.fr",
      );
      return header.split(";")[0];
    };
    const request = (cookie: string) => ({ headers: { cookie } }) as FastifyRequest;
    const rotated = createKnownDevices({ secret: NEW, previousSecret: OLD, secure: false });
    expect(markUnder(OLD)).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=`));
    expect(rotated.deviceOf(request(markUnder(OLD)), "a@exemple.fr")).not.toBeNull();
    expect(rotated.deviceOf(request(markUnder(NEW)), "a@exemple.fr")).not.toBeNull();
    expect(rotated.deviceOf(request(markUnder(OTHER)), "a@exemple.fr")).toBeNull();
    expect(createKnownDevices({ secret: NEW, secure: false }).deviceOf(request(markUnder(OLD)), "a@exemple.fr")).toBeNull();
  });
});
