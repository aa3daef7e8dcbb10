import { useState } from "react";
import { CalendarClock } from "lucide-react";
import { LoadFailed } from "../../components/load-failed";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useCampaignBooking } from "./booking-api";
import { BookingCalendar } from "./booking-calendar";
import { formatParisWeekdayDateTime } from "../../../shared/paris-time";
import { CALL_LENGTH } from "../../../shared/call-length";

type CampaignBookingPanelProps = {
  campaignId: string;
  /** The calendar's dialog, when the page opens it itself (the one-pager, right after sending for validation). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** On a 'Ma boutique' card and the one-pager: the booked call with the team, and a way to book or move it. */
export function CampaignBookingPanel({ campaignId, open: controlledOpen, onOpenChange }: CampaignBookingPanelProps) {
  const booking = useCampaignBooking(campaignId);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  if (booking.isPending) return null;
  if (booking.isError) {
    // Not the 'book a call' state: a call may be booked already, and booking again would move it.
    return (
      <LoadFailed
        className="mt-5 flex flex-col items-start gap-3 rounded-2xl p-4 text-sm shadow-none"
        message="Impossible de charger votre rendez-vous. Vérifiez votre connexion, puis réessayez."
        onRetry={() => booking.refetch()}
      />
    );
  }
  const current = booking.data;

  return (
    <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-ink">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-dark" aria-hidden="true" />
        {current ? (
          <span>
            Rendez-vous avec l'équipe : <strong className="first-letter:uppercase">{formatParisWeekdayDateTime(current.starts_at)}</strong>{" "}
            (heure de Paris)
          </span>
        ) : (
          <span>Réservez un appel de {CALL_LENGTH} avec notre équipe pour publier votre boutique.</span>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {current ? "Choisir un autre créneau" : "Réserver un rendez-vous"}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>{current ? "Choisir un autre créneau" : "Réserver un rendez-vous"}</DialogTitle>
            <DialogDescription>Un appel de {CALL_LENGTH} avec notre équipe, avant la publication de votre boutique.</DialogDescription>
          </DialogHeader>
          <BookingCalendar
            campaignId={campaignId}
            booking={current}
            startChanging
            onBooked={() => setOpen(false)}
            onKeep={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
