import { BadgeCheck } from "lucide-react";
import { Container } from "../components/page";
import { CreateCampaignButton } from "./arrow-link-button";
import { CALL_LENGTH } from "../../shared/call-length";

/** The closing band of the marketing pages: create a campaign (/campaign/create). */
export function CallToAction({ title = "Prêts à lancer votre collecte ?" }: { title?: string }) {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-(--radius-card) bg-gradient-to-br from-brand-deeper via-brand-dark to-brand px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <h2 id="cta-title" className="text-3xl font-semibold text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
            Créez votre boutique en quelques minutes. Un appel de {CALL_LENGTH} avec notre équipe, et elle est en ligne.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <CreateCampaignButton variant="secondary" />
            <p className="inline-flex items-center gap-2 text-sm text-white/90">
              <BadgeCheck className="size-4" aria-hidden="true" /> Gratuit et sans engagement
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
