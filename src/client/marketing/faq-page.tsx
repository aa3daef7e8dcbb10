import { Link } from "react-router";
import { ChevronDown } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { embedJson } from "../../shared/embed-json";
import { Container, PageHeader } from "../components/page";
import { usePageTitle } from "../lib/use-page-title";
import { CALL_LENGTH } from "../../shared/call-length";

// /faq (docs/product.md#other-pages): eight questions, one open at a time, collapsible. HTML's own disclosure
// (<details> sharing a name: the browser closes the open one) does it without any script, in the prerendered page
// too, and keeps every answer in the HTML that search engines read.
const questions = [
  {
    q: "Comment fonctionne la plateforme ?",
    a: `Vous créez gratuitement la boutique en ligne de votre association, nous la publions avec vous lors d'un appel de ${CALL_LENGTH}, puis vous partagez le lien. Chaque tablette vendue rapporte 20 % à votre projet ; nous nous occupons du paiement, de la fabrication et de la livraison.`,
  },
  {
    q: "Faut-il des compétences techniques ?",
    a: "Aucune. Un questionnaire guidé suffit pour créer votre page : textes, logo, couleurs et objectif. Si vous savez envoyer un e-mail, vous savez lancer votre boutique.",
  },
  {
    q: "Une association peut-elle lancer plusieurs campagnes ?",
    a: "Oui. Chaque campagne a sa propre page de vente et son propre suivi des ventes : un voyage scolaire au printemps, des maillots à la rentrée...",
  },
  {
    q: "Les paiements sont-ils sécurisés ?",
    a: "Oui. Les paiements par carte sont traités par un prestataire de paiement certifié PCI DSS, le plus haut niveau de sécurité bancaire : ni nous ni votre association ne voyons les numéros de carte.",
  },
  {
    q: "Y a-t-il des frais cachés ?",
    a: "Non. Une commission est prélevée sur chaque vente et rien d'autre : pas d'abonnement, pas de frais de mise en ligne. Exemple : sur chaque tablette vendue, 20 % reviennent en bénéfice à votre association, et les dons lui reviennent en entier. Sa part lui est versée par virement 14 jours après la livraison des commandes (le délai laissé aux acheteurs pour signaler un colis abîmé), avec un relevé qui détaille chaque commande.",
  },
  {
    q: "D'où vient le chocolat ?",
    a: "Nos tablettes sont fabriquées en France, dans notre atelier près de Vannes, à partir de cacao bio issu du commerce équitable, acheté à des coopératives du Pérou et de République dominicaine.",
  },
  {
    q: "Peut-on livrer à plusieurs adresses ?",
    a: "Oui. Chaque acheteur passe sa propre commande et choisit son adresse de livraison, ou le retrait auprès de l'association : une grand-mère à Lyon et un parrain à Brest peuvent soutenir le même projet.",
  },
  {
    q: "Où livrez-vous ?",
    a: "Partout en France métropolitaine, grâce à nos transporteurs partenaires. Les tablettes voyagent dans un emballage isotherme quand il fait chaud.",
  },
] as const;

/** The questions as schema.org's FAQPage, for search engines (docs/product.md#search-engines). */
const structuredData = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: questions.map((item) => ({
    "@type": "Question",
    name: item.q,
    acceptedAnswer: { "@type": "Answer", text: item.a },
  })),
};

export function FaqPage() {
  usePageTitle("Questions fréquentes");
  return (
    <>
      <PageHeader title="Questions fréquentes" lead="Tout ce qu'il faut savoir avant de lancer votre boutique solidaire." />
      <Container className="max-w-3xl py-12">
        <div className="flex flex-col gap-3">
          {questions.map((item) => (
            <details
              key={item.q}
              name="faq"
              className="group overflow-hidden rounded-2xl border border-line/70 bg-white shadow-(--shadow-soft)"
            >
              <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-chocolate hover:bg-peach-light/60 [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-dark transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-muted">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-10 text-center text-muted">
          Vous ne trouvez pas votre réponse ?{" "}
          <Link to={pathTo("contact")} className="font-semibold text-brand-dark hover:underline">
            Contactez-nous
          </Link>
        </p>
      </Container>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: embedJson(structuredData) }} />
    </>
  );
}
