import { ClipboardList, HandCoins, Leaf, PhoneCall, Share2, ShieldCheck, Truck, UserPlus } from "lucide-react";
import { Container, PageHeader } from "../components/page";
import { CallToAction } from "./call-to-action";
import { IconCards } from "./icon-cards";
import { MarketingSection } from "./marketing-section";
import { StartButtons } from "./start-buttons";
import { TestimonialsSection } from "./testimonials";
import { usePageTitle } from "../lib/use-page-title";
import { CALL_LENGTH } from "../../shared/call-length";
import { DELIVERY_PROMISE_SENTENCE } from "../../shared/delivery-promise";

// The marketing steps of docs/product.md#marketing-pages (the call lasts as long as a booking slot, decision 035).
const steps = [
  {
    icon: UserPlus,
    title: "Inscrivez votre association",
    text: "Créez votre compte en une minute, gratuitement et sans engagement. Une adresse e-mail suffit.",
  },
  {
    icon: ClipboardList,
    title: "Remplissez le questionnaire",
    text: "Votre projet, votre objectif, votre logo et vos couleurs : nous en faisons votre page de vente personnalisée.",
  },
  {
    icon: PhoneCall,
    title: `Un appel de ${CALL_LENGTH}`,
    text: "Réservez un créneau avec notre équipe : nous relisons la page ensemble et la publions.",
  },
  {
    icon: Share2,
    title: "Partagez et suivez vos ventes",
    text: "Envoyez le lien aux familles, adhérents et supporters, et suivez chaque commande en temps réel.",
  },
] as const;

const reasons = [
  { icon: ShieldCheck, title: "Aucun risque", text: "Pas d'avance, pas de stock, pas de minimum de commande." },
  { icon: HandCoins, title: "20 % reversés", text: "Une part fixe de chaque vente, versée à votre association." },
  { icon: Leaf, title: "Un chocolat d'exception", text: "Bio, équitable, fabriqué par un maître chocolatier breton." },
  { icon: Truck, title: "Zéro logistique", text: `Paiement en ligne et préparation à l'atelier. ${DELIVERY_PROMISE_SENTENCE}` },
] as const;

export function HowItWorksPage() {
  usePageTitle("Comment ça marche");
  return (
    <>
      <PageHeader
        eyebrow="Comment ça marche"
        title="Votre collecte en quatre étapes"
        lead="Une boutique solidaire prête à partager, sans rien avancer : voici comment votre association finance ses projets avec notre chocolat."
      >
        <StartButtons className="flex flex-col justify-center gap-3 sm:flex-row" />
      </PageHeader>

      <section aria-labelledby="etapes-title" className="py-16 sm:py-20">
        <Container>
          <h2 id="etapes-title" className="sr-only">
            Les quatre étapes
          </h2>
          <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-(--radius-card) border border-line/70 bg-white p-6 shadow-(--shadow-soft)">
                <div className="flex items-center justify-between">
                  <span className="grid size-11 place-items-center rounded-full bg-brand-dark font-display text-lg font-semibold text-white">
                    {index + 1}
                  </span>
                  <Icon className="size-7 text-brand" aria-hidden="true" />
                </div>
                <h3 className="mt-5 text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <MarketingSection id="raisons" className="bg-peach-light/70 py-16 sm:py-20" eyebrow="Nos engagements" title="Pourquoi nous choisir ?">
        <IconCards cards={reasons} look="soft" />
      </MarketingSection>

      <TestimonialsSection title="Ils nous ont fait confiance" />

      <CallToAction title="Votre projet mérite sa boutique" />
    </>
  );
}
