import { useMemo, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { toast } from "sonner";
import type { Booking, BookingRequest } from "../../../shared/booking";
import { PHONE_MESSAGE } from "../../../shared/phone-rules";
import { requiredPhone } from "../../../shared/phone";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useAssociation } from "../../session/association-context";
import { useMe } from "../../session/me-api";
import { Button } from "../../components/ui/button";
import { LoadingState } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { notifyError } from "../../lib/notify";
import { bookSlot, campaignBookingQueryKey, slotsQueryKey, useSlots } from "./booking-api";
import { BookingConfirmation } from "./booking-confirmation";
import { formatParisWeekdayDateTime } from "../../../shared/paris-time";
import { SlotWeekView } from "./slot-week-view";
import { groupDaysByWeek, groupSlotsByParisDay } from "./slot-days";

type BookingCalendarProps = {
  campaignId: string;
  /** The campaign's current booking, if any: shown first, with a way to move it. */
  booking?: Booking | null;
  onBooked?: (booking: Booking) => void;
  /** Open straight on the slots even when a booking exists (moving it from the account page). */
  startChanging?: boolean;
  /** 'Garder mon créneau actuel': by default the calendar shows the current booking again. */
  onKeep?: () => void;
};

/** The 30-minute call with the team (docs/product.md#call-booking): free slots of the coming weeks, in Paris time. */
export function BookingCalendar({
  campaignId,
  booking: initialBooking = null,
  onBooked,
  startChanging = false,
  onKeep,
}: BookingCalendarProps) {
  const queryClient = useQueryClient();
  const [booking, setBooking] = useState<Booking | null>(initialBooking);
  const [changing, setChanging] = useState(startChanging);
  const [justBooked, setJustBooked] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [weekIndex, setWeekIndex] = useState(0);
  const slots = useSlots();
  const weeks = useMemo(() => groupDaysByWeek(groupSlotsByParisDay(slots.data ?? [])), [slots.data]);
  const week = weeks[Math.min(weekIndex, Math.max(weeks.length - 1, 0))];

  // The number the team calls (decision 035): the member's own, else the association's, as a start.
  const me = useMe();
  const { currentAssociation } = useAssociation();
  const [phone, setPhone] = useState<string | null>(null);
  const phoneValue = phone ?? me.data?.profile.phone ?? currentAssociation?.contact_phone ?? "";
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const confirm = (startsAt: string) => {
    const checked = requiredPhone.safeParse(phoneValue);
    if (!checked.success) {
      setPhoneError(PHONE_MESSAGE);
      document.getElementById("booking_phone")?.focus();
      return;
    }
    setPhoneError(null);
    book.mutate({ starts_at: startsAt, phone: checked.data });
  };

  const book = useMutation({
    mutationFn: (request: BookingRequest) => bookSlot(campaignId, request),
    meta: { silent: true },
    onSuccess: (saved) => {
      setBooking(saved);
      setChanging(false);
      setJustBooked(true);
      setSelected(null);
      queryClient.setQueryData(campaignBookingQueryKey(campaignId), saved);
      void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast.success("Rendez-vous confirmé", { description: formatParisWeekdayDateTime(saved.starts_at) });
      onBooked?.(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.code === "SLOT_TAKEN" || error.code === "SLOT_UNAVAILABLE")) {
        // Someone else was quicker: say so and show what is still free.
        toast.error("Créneau indisponible", { description: error.message });
        setSelected(null);
        void slots.refetch();
        return;
      }
      notifyError(error);
    },
  });

  if (booking && !changing) {
    return <BookingConfirmation booking={booking} onChange={() => setChanging(true)} focusOnMount={justBooked} />;
  }
  if (slots.isPending) return <LoadingState label="Chargement des créneaux..." className="min-h-48" />;
  if (slots.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-peach-light p-5">
        <p className="text-chocolate">Impossible de charger les créneaux disponibles.</p>
        <Button variant="outline" onClick={() => void slots.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!week) {
    return (
      <p className="rounded-2xl bg-peach-light p-5 text-chocolate">
        Aucun créneau disponible pour le moment. Réessayez demain ou écrivez-nous.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Semaine précédente"
          disabled={weekIndex === 0}
          onClick={() => setWeekIndex((i) => i - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="text-center font-semibold text-chocolate first-letter:uppercase">
          {week.label}
        </p>
        <Button
          variant="outline"
          size="icon"
          aria-label="Semaine suivante"
          disabled={weekIndex >= weeks.length - 1}
          onClick={() => setWeekIndex((i) => i + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted">Horaires à l'heure de Paris. Choisissez un créneau puis confirmez.</p>

      <SlotWeekView week={week} selected={selected} onSelect={setSelected} />

      <Field
        id="booking_phone"
        label="Numéro à appeler"
        error={phoneError ?? undefined}
        hint="Nous vous appellerons sur ce numéro à l'heure choisie."
        className="max-w-sm"
      >
        <Input
          id="booking_phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phoneValue}
          onChange={(event) => setPhone(event.target.value)}
          {...fieldControlProps("booking_phone", phoneError)}
        />
      </Field>

      <div className="sticky bottom-2 flex flex-col gap-3 rounded-2xl lg:static border border-line bg-white p-4 shadow-(--shadow-soft) sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink" aria-live="polite">
          {selected ? (
            <>
              Créneau choisi : <strong>{formatParisWeekdayDateTime(selected)}</strong>
            </>
          ) : (
            "Aucun créneau choisi"
          )}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {booking ? (
            <Button variant="ghost" onClick={() => (onKeep ? onKeep() : setChanging(false))}>
              Garder mon créneau actuel
            </Button>
          ) : null}
          <Button disabled={!selected || book.isPending} onClick={() => selected && confirm(selected)}>
            {book.isPending ? "Réservation en cours..." : "Confirmer le rendez-vous"}
          </Button>
        </div>
      </div>
    </div>
  );
}
