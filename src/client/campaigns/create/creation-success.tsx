import { Link } from "react-router";
import { PartyPopper } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import type { Campaign } from "../../../shared/campaign";
import { IconBadge } from "../../components/icon-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { BookingCalendar } from "../booking/booking-calendar";
import { CALL_LENGTH } from "../../../shared/call-length";

/**
 * After creation (docs/product.md#creation-form): the campaign waits for a 30-minute call with the team before
 * publication.
 */
export function CreationSuccess({ campaign }: { campaign: Campaign }) {
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col items-center gap-3 p-6 text-center sm:p-10">
        <IconBadge icon={PartyPopper} size="lg" tone="bg-peach text-brand-deeper" />
        <h1 className="text-3xl font-semibold sm:text-4xl">Votre campagne est presque prête !</h1>
        <p className="max-w-2xl text-muted">
          La boutique de <strong className="text-chocolate">{campaign.association_name}</strong> est enregistrée. Dernière étape : réservez
          un appel de {CALL_LENGTH} avec notre équipe. Nous relirons votre page ensemble, puis nous la publierons.
        </p>
      </Card>

      <Card className="p-5 sm:p-7">
        <h2 className="mb-4 text-2xl font-semibold">Réservez votre rendez-vous</h2>
        <BookingCalendar campaignId={campaign.id} />
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={pathTo("account")}>Aller à mon compte</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={pathTo("home")}>Retour à l'accueil</Link>
        </Button>
      </div>
    </div>
  );
}
