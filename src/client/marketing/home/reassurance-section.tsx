import { CreditCard, HeartHandshake, Palette, Zap } from "lucide-react";
import { IconCards } from "../icon-cards";
import { MarketingSection } from "../marketing-section";
import { CALL_LENGTH } from "../../../shared/call-length";

// The claims of docs/product.md#marketing-pages: 100% automated, secure payment already integrated, professional
// design, support.
const cards = [
  {
    icon: Zap,
    title: "100 % automatisé",
    text: "Commandes, paiements, e-mails de confirmation et suivi des ventes : tout se fait sans vous.",
  },
  {
    icon: CreditCard,
    title: "Paiement sécurisé intégré",
    text: "Paiement par carte bancaire chez un prestataire certifié. Ni espèces ni chèques à collecter.",
  },
  {
    icon: Palette,
    title: "Design professionnel",
    text: "Une page soignée, lisible sur téléphone, à l'image de votre association.",
  },
  {
    icon: HeartHandshake,
    title: "Accompagnement",
    text: `Un appel de ${CALL_LENGTH} pour publier votre page, puis une équipe joignable jusqu'à la fin de la collecte.`,
  },
] as const;

/** docs/product.md#home: four reassurance cards. */
export function ReassuranceSection() {
  return (
    <MarketingSection
      id="serenite"
      className="bg-chocolate py-16 text-cream sm:py-20"
      tone="dark"
      eyebrow="En toute sérénité"
      title="On s'occupe de tout, vous vous occupez de votre projet"
    >
      <IconCards cards={cards} look="dark" />
    </MarketingSection>
  );
}
