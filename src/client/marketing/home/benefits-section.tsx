import { HandCoins, ShieldCheck, Store } from "lucide-react";
import { IconCards } from "../icon-cards";
import { MarketingSection } from "../marketing-section";

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
    <MarketingSection
      id="avantages"
      className="py-16 sm:py-20"
      eyebrow="Pourquoi le chocolat solidaire ?"
      title="Une collecte qui fait plaisir à ceux qui donnent"
      lead="Vos soutiens reçoivent un chocolat artisanal qu'ils auraient de toute façon acheté ; votre projet avance à chaque commande."
    >
      <IconCards cards={benefits} look="bordered" />
    </MarketingSection>
  );
}
