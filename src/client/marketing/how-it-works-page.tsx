import { Link } from "react-router";
import { ArrowRight, ClipboardList, HandCoins, Leaf, PhoneCall, Share2, ShieldCheck, Truck, UserPlus } from "lucide-react";
import { Container, PageHeader } from "../components/page";
import { Button } from "../components/ui/button";
import { CallToAction } from "./call-to-action";
import { OpenDemoButton } from "./open-demo-button";
import { SectionHeading } from "./section-heading";
import { Testimonials } from "./testimonials";
import { usePageTitle } from "../lib/use-page-title";

// The marketing steps of docs/product.md#marketing-pages (the call lasts 15 minutes in the marketing copy).
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
    title: "Un appel de 15 minutes",
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
  { icon: Truck, title: "Zéro logistique", text: "Paiement en ligne, préparation à l'atelier et livraison offerte." },
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
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/campaign/create">
              Créer ma campagne <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <OpenDemoButton size="lg" variant="outline" />
        </div>
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

      <section aria-labelledby="raisons-title" className="bg-peach-light/70 py-16 sm:py-20">
        <Container>
          <SectionHeading id="raisons-title" eyebrow="Nos engagements" title="Pourquoi nous choisir ?" />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-(--shadow-soft)">
                <Icon className="size-6 text-brand-dark" aria-hidden="true" />
                <h3 className="mt-3 font-sans text-lg font-semibold text-chocolate">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="temoignages-title" className="pt-16 sm:pt-20">
        <Container>
          <SectionHeading id="temoignages-title" eyebrow="Témoignages" title="Ils nous ont fait confiance" />
          <Testimonials className="mt-12" />
        </Container>
      </section>

      <CallToAction title="Votre projet mérite sa boutique" />
    </>
  );
}
