import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Container, PageHeader } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";

// SPEC.md §1 marketing steps (the call lasts 15 minutes in the marketing copy).
const steps = [
  { title: "Inscrivez votre association", text: "Créez votre compte en une minute, gratuitement et sans engagement." },
  { title: "Personnalisez votre page", text: "Répondez à un court questionnaire : votre projet, vos couleurs, votre objectif." },
  { title: "Échangez 15 minutes avec nous", text: "Un appel avec notre équipe pour relire votre page et la publier." },
  { title: "Partagez et suivez vos ventes", text: "Diffusez votre lien et suivez chaque commande en temps réel." },
] as const;

const reasons = [
  { title: "Aucun risque", text: "Vous ne payez rien : pas d'avance, pas de stock." },
  { title: "20 % reversés", text: "Une part fixe de chaque vente finance votre projet." },
  { title: "Un chocolat d'exception", text: "Bio, équitable, fabriqué par un maître chocolatier breton." },
  { title: "Zéro logistique", text: "Paiement en ligne sécurisé et livraison par nos soins." },
] as const;

const testimonials = [
  {
    quote: "En trois semaines, nous avons financé la sortie de fin d'année de deux classes. Les parents ont adoré le chocolat !",
    author: "Association des parents d'élèves, école Les Tilleuls",
  },
  {
    quote: "Simple à lancer et rien à gérer : nos licenciés ont partagé le lien, le club a financé ses nouveaux maillots.",
    author: "Union sportive de Séné, section football",
  },
] as const;

export function HowItWorksPage() {
  return (
    <>
      <PageHeader
        eyebrow="Comment ça marche"
        title="Votre collecte en quatre étapes"
        lead="Une boutique solidaire prête à partager, sans rien avancer : voici comment votre association finance ses projets avec notre chocolat."
      />
      <Container className="py-14">
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <span className="grid size-10 place-items-center rounded-full bg-brand-dark font-semibold text-white">
                  {index + 1}
                </span>
                <h2 className="mt-4 text-xl font-semibold">{step.title}</h2>
                <p className="mt-2 text-muted">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>

        <h2 className="mt-16 text-center text-3xl font-semibold">Pourquoi nous choisir ?</h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-peach-light p-5">
              <h3 className="font-sans text-base font-semibold text-chocolate">{reason.title}</h3>
              <p className="mt-1 text-sm text-muted">{reason.text}</p>
            </li>
          ))}
        </ul>

        <h2 className="mt-16 text-center text-3xl font-semibold">Ils nous ont fait confiance</h2>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {testimonials.map((t) => (
            <figure key={t.author} className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-soft)">
              <blockquote className="text-lg text-ink">« {t.quote} »</blockquote>
              <figcaption className="mt-4 text-sm font-medium text-brand-dark">{t.author}</figcaption>
            </figure>
          ))}
        </div>

        <div className="mt-16 rounded-(--radius-card) bg-chocolate px-6 py-10 text-center text-cream">
          <h2 className="text-3xl font-semibold text-cream">Prêts à vous lancer ?</h2>
          <p className="mt-2 text-cream/80">Votre boutique peut être en ligne dès cette semaine.</p>
          <Button asChild size="lg" variant="secondary" className="mt-6">
            <Link to="/campaign/create">
              Créer ma campagne <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </>
  );
}
