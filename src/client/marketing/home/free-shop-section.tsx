import { Link } from "react-router";
import { BarChart3, Palette, ShoppingBag, Target } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import { formatEuros } from "../../../shared/money";
import { Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { OpenDemoButton } from "../open-demo-button";
import { SectionHeading } from "../section-heading";

const features = [
  { icon: Palette, text: "Votre logo, vos couleurs et une photo de votre projet" },
  { icon: Target, text: "Votre objectif avec une barre de progression en direct" },
  { icon: ShoppingBag, text: "Un panier et un paiement par carte sécurisé" },
  { icon: BarChart3, text: "Chaque vente suivie depuis votre espace" },
] as const;

/** A sketch of a campaign page: what the association gets, without loading the demo. */
function ShopPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm rounded-[2rem] bg-white p-4 shadow-2xl ring-1 ring-line">
      <div className="flex items-center gap-2">
        <span className="grid size-9 place-items-center rounded-full bg-brand-dark text-xs font-bold text-white">AJ</span>
        <span className="font-display text-sm font-semibold text-chocolate">Les Amis de l'École Jules Ferry</span>
      </div>
      <div className="mt-4 rounded-2xl bg-gradient-to-br from-brand-dark to-brand p-4 text-white">
        <p className="font-display text-lg leading-snug font-semibold">Soutenez la classe de mer de nos CM2 !</p>
        <p className="mt-3 text-xs text-white/90">
          Collecte en cours : {formatEuros(250000)} / {formatEuros(500000)}
        </p>
        <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/30">
          <div className="h-full w-1/2 rounded-full bg-peach" />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2">
        {(["noir", "praline", "blanc"] as const).map((id) => (
          <img
            key={id}
            src={`/images/products/${id}-1.svg`}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            fetchPriority="low"
            className="aspect-square w-full rounded-xl"
          />
        ))}
      </div>
      <div className="mt-4 h-10 rounded-full bg-brand-dark" />
    </div>
  );
}

/** docs/product.md#home: the section on the free shop. */
export function FreeShopSection() {
  return (
    <section aria-labelledby="boutique-title" className="bg-peach-light/70 py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="boutique-title"
            align="left"
            eyebrow="Votre boutique en ligne"
            title="Gratuite, prête en un quart d'heure"
            lead="Racontez votre projet, choisissez vos couleurs, fixez un objectif : votre page de vente est prête à être partagée aux familles, adhérents et supporters."
          />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {features.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-dark" aria-hidden="true" />
                <span className="text-sm text-ink">{text}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <OpenDemoButton label="Essayer la boutique de démo" variant="chocolate" size="lg" />
            <Button asChild variant="outline" size="lg">
              <Link to={pathTo("howItWorks")}>Comment ça marche ?</Link>
            </Button>
          </div>
        </div>
        <ShopPreview />
      </Container>
    </section>
  );
}
