import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingRequestSchema } from "../../shared/booking";
import { bookCallResponseSchema, bookingSlotsResponseSchema, campaignBookingResponseSchema } from "../../shared/booking-responses";
import { requireUser } from "../auth/session";
import type { Config } from "../config";
import { requireCampaignCaller, requireCampaignMember, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { bookCall, getCampaignBooking, listFreeSlots } from "./service";

type BookingRoutesOptions = AccessContext & Pick<MailingRouteOptions, "onMailQueued"> & { config: Config; now?: () => Date };

/** The sender address alone, for the calendar organiser. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  const { auth, db, config } = options;
  const now = options.now ?? (() => new Date());

  app.get("/api/bookings/slots", { schema: { response: { 200: bookingSlotsResponseSchema } } }, async (request, reply) => {
    await requireUser(auth, request);
    return reply.header("cache-control", "no-store").send({ slots: await listFreeSlots(db, { hours: config.booking, now: now() }) });
  });

  app.get(
    "/api/campaigns/:id/booking",
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: campaignBookingResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      // The 'Ma boutique' card shows the booked call to every member; booking one is editShop's.
      await requireCampaignMember(db, current.id, request.params.id);
      return reply.header("cache-control", "no-store").send({ booking: await getCampaignBooking(db, request.params.id) });
    },
  );

  app.post(
    "/api/campaigns/:id/booking",
    { schema: { params: z.object({ id: z.uuid() }), body: bookingRequestSchema, response: { 201: bookCallResponseSchema } } },
    async (request, reply) => {
      const { campaign, current } = await requireCampaignCaller(options, request, request.params.id, "editShop");
      const booking = await bookCall(db, {
        user: current,
        campaign,
        startsAt: new Date(request.body.starts_at),
        phone: request.body.phone,
        hours: config.booking,
        now: now(),
        publicUrl: config.publicUrl,
        organizerEmail: addressOf(config.mail.from),
      });
      options.onMailQueued?.();
      return reply.status(201).send({ booking });
    },
  );
};
