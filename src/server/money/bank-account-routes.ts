import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bankAccountResponseSchema,
  bankDetailsConfirmationSchema,
  confirmBankDetailsSchema,
  saveBankDetailsSchema,
} from "../../shared/bank-details";
import { requirePassword, requireUser } from "../auth/session";
import { requireAdmin, requireAssociationCaller, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { confirmBankAccount, getBankAccount, saveBankAccount } from "./bank-account-service";

type BankAccountRoutesOptions = AccessContext &
  MailingRouteOptions & {
    /** BANK_DETAILS_HOLD_DAYS: how long new details wait for an admin's confirmation. */
    holdDays: number;
    now?: () => Date;
  };

const associationParams = z.object({ id: z.uuid({ error: "Association non trouvée" }) });
// Each save mails every member: a person's corrections pass, a script doesn't flood their inboxes.
const bankWriteLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** docs/product.md#bank-details: the account an association's share is paid to, for the roles with manageBank. */
export const bankAccountRoutes: FastifyPluginAsyncZod<BankAccountRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  const now = options.now ?? (() => new Date());
  const clock = () => ({ now: now(), holdDays: options.holdDays });

  app.get(
    "/api/associations/:id/bank-account",
    { schema: { params: associationParams, response: { 200: bankAccountResponseSchema } } },
    async (request, reply) => {
      await requireAssociationCaller(options, request, request.params.id, "manageBank");
      const bankAccount = await getBankAccount(db, { associationId: request.params.id, clock: clock() });
      return reply.header("cache-control", "no-store").send({ bank_account: bankAccount });
    },
  );

  app.put(
    "/api/associations/:id/bank-account",
    {
      schema: { params: associationParams, body: saveBankDetailsSchema, response: { 200: bankAccountResponseSchema } },
      config: bankWriteLimit,
    },
    async (request, reply) => {
      const { current } = await requireAssociationCaller(options, request, request.params.id, "manageBank");
      // A session alone doesn't redirect the association's money: the account's password, checked before any write.
      const { password, ...details } = request.body;
      await requirePassword(auth, request, password);
      const saved = await saveBankAccount(db, {
        associationId: request.params.id,
        actor: current,
        details,
        contactUrl: `${options.publicUrl}/contact`,
        clock: clock(),
      });
      if (saved.mailed) options.onMailQueued?.();
      return reply.header("cache-control", "no-store").send({ bank_account: saved.bankAccount });
    },
  );

  // 'Versements' > 'Confirmer les coordonnées': admins only, checked here whatever the page shows.
  app.post(
    "/api/admin/associations/:id/bank-account/confirmation",
    {
      schema: { params: associationParams, body: confirmBankDetailsSchema, response: { 200: bankDetailsConfirmationSchema } },
    },
    async (request) => {
      const current = await requireUser(auth, request);
      await requireAdmin(db, current.id);
      const { confirmedAt } = await confirmBankAccount(db, {
        associationId: request.params.id,
        seenUpdatedAt: new Date(request.body.updated_at),
        actorUserId: current.id,
        now: now(),
      });
      return { confirmed_at: confirmedAt.toISOString() };
    },
  );
};
