import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import { campaignStatementSchema } from "../../shared/money-responses";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireAdmin, requireCampaignCapability } from "../lib/access";
import { sendDownload } from "../lib/downloads";
import { fileOf } from "../lib/response-docs";
import { findCampaignById } from "../campaigns/queries";
import { readCampaignStatement, statementCsvFile, statementPdfFile } from "./service";

type StatementRoutesOptions = {
  auth: Auth;
  db: Db;
  /** The refund window before an order's part is payable (config PAYOUT_DELAY_DAYS). */
  payoutDelayDays: number;
};

type Kind = "json" | "csv" | "pdf";

/**
 * A campaign's statement ('Relevé', docs/product.md#statement), as JSON, as the CSV of its movements and as a PDF:
 * for the association's members who see the money (`seeMoney`) under /api/campaigns, for the administrator under
 * /api/admin/campaigns.
 */
export const statementRoutes: FastifyPluginAsyncZod<StatementRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  const params = z.object({ id: z.uuid() });

  const campaignFor = {
    member: async (userId: string, campaignId: string) => (await requireCampaignCapability(db, userId, campaignId, "seeMoney")).campaign,
    admin: async (userId: string, campaignId: string) => {
      await requireAdmin(db, userId);
      const campaign = await findCampaignById(db, campaignId);
      if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
      return campaign;
    },
  };

  const send = async (reply: FastifyReply, kind: Kind, campaign: Awaited<ReturnType<typeof campaignFor.admin>>) => {
    reply.header("cache-control", "no-store");
    const clock = { now: new Date(), delayDays: options.payoutDelayDays };
    if (kind === "json") return reply.send(await readCampaignStatement(db, { campaign, clock }));
    const file = kind === "csv" ? await statementCsvFile(db, { campaign, clock }) : await statementPdfFile(db, { campaign, clock });
    return sendDownload(reply, { type: kind === "csv" ? "text/csv; charset=utf-8" : "application/pdf", ...file });
  };

  for (const [who, prefix] of [
    ["member", "/api/campaigns"],
    ["admin", "/api/admin/campaigns"],
  ] as const) {
    app.get(`${prefix}/:id/statement`, { schema: { params, response: { 200: campaignStatementSchema } } }, async (request, reply) =>
      send(reply, "json", await campaignFor[who]((await requireUser(auth, request)).id, request.params.id)),
    );
    app.get(
      `${prefix}/:id/statement.csv`,
      {
        schema: {
          params,
          response: { 200: fileOf("text/csv", "Every order, refund and payout of the statement: UTF-8 with BOM, ';' separated") },
        },
      },
      async (request, reply) => send(reply, "csv", await campaignFor[who]((await requireUser(auth, request)).id, request.params.id)),
    );
    app.get(
      `${prefix}/:id/statement.pdf`,
      { schema: { params, response: { 200: fileOf("application/pdf", "The statement, made from the orders at each call") } } },
      async (request, reply) => send(reply, "pdf", await campaignFor[who]((await requireUser(auth, request)).id, request.params.id)),
    );
  }
};
