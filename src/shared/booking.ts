import { z } from "zod";
import "./zod-locale";

/** docs/product.md#call-booking: the call after creation lasts 30 minutes. */
export const BOOKING_MINUTES = 30;

export type BookingSlot = { starts_at: string; ends_at: string };

export const bookingRequestSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: "Créneau invalide" }),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type Booking = { id: string; campaign_id: string; starts_at: string; ends_at: string };
