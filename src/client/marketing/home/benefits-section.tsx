import { HandCoins, ShieldCheck, Store } from "lucide-react";
import { Container } from "../../components/page";
import { SectionHeading } from "../section-heading";

const benefits = [
  {
    icon: HandCoins,
    title: "20 % pour votre projet",
    text: "Sur chaque tablette vendue, 20 % reviennent à votre association, école ou club. Une tablette noire à 8 € ? 1,60 € pour votre cagnotte.",
  },
  {
    icon: ShieldCheck,
    title: "Zéro risque, zéro avance",
    text: "Pas de stock à commander, pas de caisse à tenir : vous ne payez rien, nous nous rémunérons seulement sur les ventes réalisées.",
  },
  {
    icon: Store,
    title: "Une boutique clé en main",
    text: "Votre page de vente à vos couleurs, avec votre projet, votre objectif et le paiement par carte déjà intégré.",
  },
] as const;

/** docs/product.md#home: three benefit cards. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="avantages-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="avantages-title"
          eyebrow="Pourquoi le chocolat solidaire ?"
          title="Une collecte qui fait plaisir à ceux qui donnent"
          lead="Vos soutiens reçoivent un chocolat artisanal qu'ils auraient de toute façon acheté ; votre projet avance à chaque commande."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-(--radius-card) border border-line/70 bg-white p-6 shadow-(--shadow-soft) sm:p-7">
              <span className="grid size-12 place-items-center rounded-2xl bg-peach text-brand-deeper">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
