import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import { eventStream } from "../lib/response-docs";
import type { RealtimeBus } from "./bus";
import type { EventStreams } from "./event-streams";
import { createRaisedBroadcaster, type PublishedCampaignReader } from "./raised-broadcaster";

type RealtimeRoutesOptions = { bus: RealtimeBus; publishedCampaigns: PublishedCampaignReader; streams: EventStreams };

const idParams = z.object({ id: z.uuid() });

export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (app, { bus, publishedCampaigns, streams }) => {
  const raised = createRaisedBroadcaster(publishedCampaigns, bus);
  app.addHook("onClose", async () => raised.close());

  // Public: the progress bar of a published campaign follows its payments live.
  app.get(
    "/api/campaigns/:id/raised/stream",
    {
      schema: {
        params: idParams,
        response: { 200: eventStream("`raised` { amount_raised_eur } at once, then whenever the amount raised changes") },
      },
    },
    async (request, reply) => {
      if (!(await publishedCampaigns.byId(request.params.id))) throw new AppError("CAMPAIGN_NOT_FOUND");
      await raised.add(request.params.id, streams.open(request, reply));
    },
  );
};
