import { useEffect, useRef } from "react";
import { CalendarCheck } from "lucide-react";
import type { Booking } from "../../../shared/booking";
import { IconBadge } from "../../components/icon-badge";
import { Button } from "../../components/ui/button";
import { formatParisWeekdayDateTime } from "../../../shared/paris-time";
import { CALL_LENGTH } from "../../../shared/call-length";

type BookingConfirmationProps = {
  booking: Booking;
  onChange: () => void;
  /** Move the focus here when it appears right after booking (screen readers hear the confirmation). */
  focusOnMount?: boolean;
};

export function BookingConfirmation({ booking, onChange, focusOnMount }: BookingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:gap-5">
      <IconBadge icon={CalendarCheck} size="md" tone="bg-emerald-100 text-success" fixed />
      <div className="min-w-0 flex-1">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Rendez-vous confirmé
        </h3>
        <p className="mt-1 text-ink">
          <span className="font-semibold first-letter:uppercase">{formatParisWeekdayDateTime(booking.starts_at)}</span> (heure de Paris),
          pendant {CALL_LENGTH}.
        </p>
        <p className="mt-1 text-sm text-muted">Une invitation vous a été envoyée par e-mail, à ajouter à votre agenda.</p>
      </div>
      <Button variant="outline" onClick={onChange}>
        Choisir un autre créneau
      </Button>
    </div>
  );
}
