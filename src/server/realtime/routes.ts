import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { normalizeIP } from "@fastify/rate-limit";
import { AppError } from "../../shared/errors";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireCampaignMember } from "../lib/access";
import type { RealtimeBus } from "./bus";
import { createRaisedBroadcaster, type PublishedCampaignReader } from "./raised-broadcaster";
import { openSse, type SseConnection } from "./sse";
import { createStreamQuota } from "./stream-quota";

type RealtimeRoutesOptions = { auth: Auth; db: Db; bus: RealtimeBus; publishedCampaigns: PublishedCampaignReader };

const idParams = z.object({ id: z.uuid() });

export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (app, { auth, db, bus, publishedCampaigns }) => {
  const raised = createRaisedBroadcaster(publishedCampaigns, bus);
  const open = new Set<SseConnection>();
  const quota = createStreamQuota();
  // Both streams count against one quota per address, checked before the response starts so that it can be a 429.
  const openStream = (request: FastifyRequest, reply: FastifyReply) => {
    // An IPv6 client usually holds a whole /64: count it as one address, as the rate limits do.
    const release = quota.acquire(normalizeIP(request.ip));
    const connection = openSse(request, reply);
    open.add(connection);
    connection.onClose(() => {
      open.delete(connection);
      release();
    });
    return connection;
  };
  // Streams never end on their own: close them so that shutting the server down doesn't wait for browsers.
  app.addHook("preClose", async () => {
    for (const connection of open) connection.end();
  });
  app.addHook("onClose", async () => raised.close());

  // Public: the progress bar of a published campaign follows its payments live.
  app.get("/api/campaigns/:id/raised/stream", { schema: { params: idParams } }, async (request, reply) => {
    if (!(await publishedCampaigns.byId(request.params.id))) throw new AppError("CAMPAIGN_NOT_FOUND");
    await raised.add(request.params.id, openStream(request, reply));
  });

  // Members: the drawer reloads its list whenever one of the campaign's sales changes.
  app.get("/api/campaigns/:id/sales/stream", { schema: { params: idParams } }, async (request, reply) => {
    const current = await requireUser(auth, request);
    await requireCampaignMember(db, current.id, request.params.id);
    const connection = openStream(request, reply);
    const stop = bus.subscribe((change) => {
      if (change.campaign_id === request.params.id) connection.send("sale", { sale_id: change.sale_id, status: change.status });
    });
    connection.onClose(stop);
    connection.send("ready", {});
  });
};
