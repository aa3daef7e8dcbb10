import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingRequest } from "../../../shared/booking";
import type { BookCallResponse, BookingSlotsResponse, CampaignBookingResponse } from "../../../shared/booking-responses";
import { api } from "../../lib/api";
import { campaignPart } from "../../lib/campaign-part";

export const slotsQueryKey = ["bookings", "slots"] as const;
const booking = campaignPart("booking");
export const campaignBookingQueryKey = booking.queryKey;

export const slotsQueryOptions = queryOptions({
  queryKey: slotsQueryKey,
  queryFn: ({ signal }) => api<BookingSlotsResponse>("/api/bookings/slots", { signal }).then((d) => d.slots),
  // Free slots change as others book: always ask again when the calendar opens.
  staleTime: 0,
  meta: { errorMessage: "Impossible de charger les créneaux disponibles" },
});

export function useSlots() {
  return useQuery(slotsQueryOptions);
}

export function useCampaignBooking(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: campaignBookingQueryKey(campaignId),
    queryFn: ({ signal }) => api<CampaignBookingResponse>(booking.path(campaignId), { signal }).then((d) => d.booking),
    enabled,
  });
}

export const bookSlot = (campaignId: string, request: BookingRequest) =>
  api<BookCallResponse>(booking.path(campaignId), { method: "POST", body: request }).then((d) => d.booking);
