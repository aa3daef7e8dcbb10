import { z } from "zod";
import type { Booking, BookingSlot } from "./booking";

const timestamp = z.iso.datetime();

const bookingSlotSchema = z
  .object({ starts_at: timestamp, ends_at: timestamp })
  .meta({ id: "BookingSlot" }) satisfies z.ZodType<BookingSlot>;

const bookingSchema = z
  .object({
    id: z.string(),
    campaign_id: z.string(),
    starts_at: timestamp,
    ends_at: timestamp,
  })
  .meta({ id: "Booking" }) satisfies z.ZodType<Booking>;

/** GET /api/bookings/slots: the free 30-minute slots (UTC), weekdays, within the opening hours. */
export const bookingSlotsResponseSchema = z.object({ slots: z.array(bookingSlotSchema) });
export type BookingSlotsResponse = z.infer<typeof bookingSlotsResponseSchema>;

/** GET /api/campaigns/:id/booking: the campaign's booked call, if any. */
export const campaignBookingResponseSchema = z.object({ booking: bookingSchema.nullable() });
export type CampaignBookingResponse = z.infer<typeof campaignBookingResponseSchema>;

/** POST /api/campaigns/:id/booking: the call as booked (an earlier one of the campaign is moved). */
export const bookCallResponseSchema = z.object({ booking: bookingSchema });
export type BookCallResponse = z.infer<typeof bookCallResponseSchema>;
