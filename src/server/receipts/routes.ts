import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { sendDownload } from "../lib/downloads";
import { fileOf } from "../lib/response-docs";
import { readCreditNote, readReceipt } from "./document-downloads";
import { CREDIT_NOTE_ROUTE, RECEIPT_ROUTE } from "./document-links";
import type { DocumentFile, OrderDocuments } from "./order-documents";

type BuyerDocumentsOptions = { db: Db; documents: OrderDocuments };

// Each download makes a PDF (about 15 ms): enough for a family opening its links on one connection, not for a loop.
const DOWNLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

// Missing, it is the same 404 as a wrong one (document-downloads.ts).
const querystring = z.object({ token: z.string().max(100).optional() });

// The address holds the key: no shared cache keeps the file, and the browser doesn't keep it either.
const sendPdf = (reply: FastifyReply, file: DocumentFile) =>
  sendDownload(reply, { type: "application/pdf", ...file, cacheControl: "private, no-store" });

/**
 * The buyer's documents (docs/decisions/020-vat-rates.md), by the links of their mails and of the thank-you page: no
 * account, the link's token is the only credential (docs/security.md). Paper orders have their receipt here too.
 */
export const buyerDocumentRoutes: FastifyPluginAsyncZod<BuyerDocumentsOptions> = async (app, { db, documents }) => {
  app.get(
    RECEIPT_ROUTE,
    {
      schema: {
        params: z.object({ saleId: z.uuid() }),
        querystring,
        response: { 200: fileOf("application/pdf", "The order's 'Reçu de paiement', made from the order at each call") },
      },
      config: { rateLimit: DOWNLOAD_RATE_LIMIT },
    },
    async (request, reply) =>
      sendPdf(reply, await readReceipt(db, { documents, saleId: request.params.saleId, token: request.query.token })),
  );

  app.get(
    CREDIT_NOTE_ROUTE,
    {
      schema: {
        params: z.object({ saleId: z.uuid(), refundId: z.uuid() }),
        querystring,
        response: { 200: fileOf("application/pdf", "The refund's 'Avoir', made from the order and the refund at each call") },
      },
      config: { rateLimit: DOWNLOAD_RATE_LIMIT },
    },
    async (request, reply) => sendPdf(reply, await readCreditNote(db, { documents, ...request.params, token: request.query.token })),
  );
};
