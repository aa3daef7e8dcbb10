import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bankAccountResponseSchema, bankDetailsSchema } from "../../shared/bank-details";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireCapability } from "../lib/access";
import { getBankAccount, saveBankAccount } from "./bank-account-service";

type BankAccountRoutesOptions = {
  auth: Auth;
  db: Db;
  publicUrl: string;
  /** Wakes the mail worker once a change (and its mails) is committed. */
  onMailQueued?: () => void;
  now?: () => Date;
};

const associationParams = z.object({ id: z.uuid({ error: "Association non trouvée" }) });
// Each save mails every member: a person's corrections pass, a script doesn't flood their inboxes.
const bankWriteLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** docs/product.md#bank-details: the account an association's share is paid to, for the roles with manageBank. */
export const bankAccountRoutes: FastifyPluginAsyncZod<BankAccountRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    "/api/associations/:id/bank-account",
    { schema: { params: associationParams, response: { 200: bankAccountResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      await requireCapability(db, current.id, request.params.id, "manageBank");
      const bankAccount = await getBankAccount(db, request.params.id);
      return reply.header("cache-control", "no-store").send({ bank_account: bankAccount });
    },
  );

  app.put(
    "/api/associations/:id/bank-account",
    {
      schema: { params: associationParams, body: bankDetailsSchema, response: { 200: bankAccountResponseSchema } },
      config: bankWriteLimit,
    },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      await requireCapability(db, current.id, request.params.id, "manageBank");
      const saved = await saveBankAccount(db, {
        associationId: request.params.id,
        actor: current,
        details: request.body,
        contactUrl: `${options.publicUrl}/contact`,
        now: now(),
      });
      if (saved.mailed) options.onMailQueued?.();
      return reply.header("cache-control", "no-store").send({ bank_account: saved.bankAccount });
    },
  );
};
