import { z } from "zod";
import "./zod-locale";
import { CALL_MINUTES } from "./call-length";
import { requiredPhone } from "./phone";

/** docs/product.md#call-booking: the call after creation lasts CALL_MINUTES (decision 035). */
export const BOOKING_MINUTES = CALL_MINUTES;

export type BookingSlot = { starts_at: string; ends_at: string };

export const bookingRequestSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: "Créneau invalide" }),
  // The number the team calls at that time (decision 035).
  phone: requiredPhone,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type Booking = { id: string; campaign_id: string; starts_at: string; ends_at: string };
