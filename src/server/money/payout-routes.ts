import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminPayoutSchema, adminPayoutsPageSchema, payoutBatchSchema, payoutsDuePageSchema } from "../../shared/money-responses";
import { cancelPayoutSchema, generatePayoutsSchema, markPayoutPaidSchema, payoutsPageQuerySchema } from "../../shared/payouts";
import { requireUser } from "../auth/session";
import type { PayoutAccount } from "../config";
import { adminOnly, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { fileOf } from "../lib/response-docs";
import { sendDownload } from "../lib/downloads";
import { generatePayouts, movePayoutAndTell, payoutBatchFile, payoutsDuePage, payoutsPage } from "./service";

type PayoutRoutesOptions = AccessContext &
  MailingRouteOptions & {
    /** The workshop's account the transfers leave from (config PAYOUT_DEBTOR_*). */
    debtor: PayoutAccount;
    /** The refund window before an order's part is payable (config PAYOUT_DELAY_DAYS). */
    payoutDelayDays: number;
    /** How long new bank details wait for an admin's confirmation (config BANK_DETAILS_HOLD_DAYS). */
    bankDetailsHoldDays: number;
  };

/** 'Versements' (docs/product.md#payouts): the balances due, the transfer files and each payout's steps, admins only. */
export const payoutRoutes: FastifyPluginAsyncZod<PayoutRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  // Checked on the server whatever the client shows (docs/product.md#roles).
  adminOnly(app, { auth, db });
  const id = z.object({ id: z.uuid() });
  const clock = () => ({ now: new Date(), delayDays: options.payoutDelayDays });

  app.get(
    "/api/admin/payouts/due",
    { schema: { querystring: payoutsPageQuerySchema, response: { 200: payoutsDuePageSchema } } },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send(await payoutsDuePage(db, { ...request.query, ...clock(), bankDetailsHoldDays: options.bankDetailsHoldDays })),
  );

  app.get(
    "/api/admin/payouts",
    { schema: { querystring: payoutsPageQuerySchema, response: { 200: adminPayoutsPageSchema } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await payoutsPage(db, request.query)),
  );

  app.post(
    "/api/admin/payout-batches",
    { schema: { body: generatePayoutsSchema, response: { 200: payoutBatchSchema, 201: payoutBatchSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const { batch, created } = await generatePayouts(db, {
        request: request.body,
        actorUserId: current.id,
        debtor: options.debtor,
        clock: clock(),
        bankDetailsHoldDays: options.bankDetailsHoldDays,
      });
      return reply.status(created ? 201 : 200).send(batch);
    },
  );

  app.get(
    "/api/admin/payout-batches/:id/sepa.xml",
    {
      schema: { params: id, response: { 200: fileOf("application/xml", "The SEPA credit transfer file (pain.001.001.03) of the batch") } },
    },
    async (request, reply) => {
      const file = await payoutBatchFile(db, request.params.id);
      return sendDownload(reply, { type: "application/xml; charset=utf-8", filename: file.filename, body: file.body });
    },
  );

  app.post(
    "/api/admin/payouts/:id/paid",
    { schema: { params: id, body: markPayoutPaidSchema, response: { 200: adminPayoutSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      const { payout, mailQueued } = await movePayoutAndTell(db, {
        payoutId: request.params.id,
        move: { to: "paid", paidOn: request.body.paid_on, bankReference: request.body.bank_reference },
        actorUserId: current.id,
        publicUrl: options.publicUrl,
        clock: clock(),
      });
      if (mailQueued) options.onMailQueued?.();
      return payout;
    },
  );

  app.post(
    "/api/admin/payouts/:id/cancel",
    { schema: { params: id, body: cancelPayoutSchema, response: { 200: adminPayoutSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      const { payout } = await movePayoutAndTell(db, {
        payoutId: request.params.id,
        move: { to: "cancelled", reason: request.body.reason },
        actorUserId: current.id,
        publicUrl: options.publicUrl,
        clock: clock(),
      });
      return payout;
    },
  );
};
