import { CreditCard, HeartHandshake, Palette, Zap } from "lucide-react";
import { Container } from "../../components/page";
import { SectionHeading } from "../section-heading";

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
    text: "Un appel de 15 minutes pour publier votre page, puis une équipe joignable jusqu'à la fin de la collecte.",
  },
] as const;

/** docs/product.md#home: four reassurance cards. */
export function ReassuranceSection() {
  return (
    <section aria-labelledby="serenite-title" className="bg-chocolate py-16 text-cream sm:py-20">
      <Container>
        <SectionHeading
          id="serenite-title"
          tone="dark"
          eyebrow="En toute sérénité"
          title="On s'occupe de tout, vous vous occupez de votre projet"
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <span className="grid size-11 place-items-center rounded-xl bg-peach text-chocolate">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-sans text-lg font-semibold text-cream">{title}</h3>
              <p className="mt-2 text-sm text-cream/80">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
