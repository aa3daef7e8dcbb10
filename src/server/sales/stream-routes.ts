import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { isSessionLive } from "../auth/queries";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireCampaignCapability } from "../lib/access";
import { eventStream } from "../lib/response-docs";
import type { RealtimeBus } from "../realtime/bus";
import type { EventStreams } from "../realtime/event-streams";

type SalesStreamRoutesOptions = { auth: Auth; db: Db; bus: RealtimeBus; streams: EventStreams };

const idParams = z.object({ id: z.uuid() });

export const salesStreamRoutes: FastifyPluginAsyncZod<SalesStreamRoutesOptions> = async (app, { auth, db, bus, streams }) => {
  // Whoever reads the drawer's list (seeMoney or distribute) hears when to reload it; the events carry no buyer.
  app.get(
    "/api/campaigns/:id/sales/stream",
    {
      schema: {
        params: idParams,
        response: {
          200: eventStream("`ready` {} once listening, then `sale` { sale_id, status } on every change of one of the campaign's sales"),
        },
      },
    },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const readers = ["seeMoney", "distribute"] as const;
      await requireCampaignCapability(db, current.id, request.params.id, [...readers]);
      // The stream lasts only as long as the right to open it: the session (sign-out, a new password) and the role.
      const connection = streams.open(request, reply, {
        userId: current.id,
        sessionId: current.sessionId,
        stillAllowed: async () =>
          (await isSessionLive(db, { sessionId: current.sessionId, now: new Date() })) &&
          requireCampaignCapability(db, current.id, request.params.id, [...readers]).then(
            () => true,
            () => false,
          ),
      });
      const stop = bus.subscribe((change) => {
        if (change.campaign_id === request.params.id) connection.send("sale", { sale_id: change.sale_id, status: change.status });
      });
      connection.onClose(stop);
      connection.send("ready", {});
    },
  );
};
