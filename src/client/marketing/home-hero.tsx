import { Link } from "react-router";
import { ArrowRight, CirclePlay, Leaf } from "lucide-react";
import { Button } from "../components/ui/button";

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-peach-light via-cream to-brand-light/60">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-20 size-96 rounded-full bg-peach/70 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-deeper shadow-sm">
            <Leaf className="size-4 text-success" aria-hidden="true" /> Bio, équitable et fabriqué près de Vannes
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Financez vos projets avec du chocolat de qualité
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted lg:mx-0">
            Associations, écoles et clubs : ouvrez gratuitement votre boutique en ligne et touchez 20 % de chaque
            vente. Aucune avance, aucun stock, aucun risque.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link to="/campaign/create">
                Créer ma campagne <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/comment-ca-marche">
                <CirclePlay aria-hidden="true" /> Voir une démo
              </Link>
            </Button>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-md" aria-hidden="true">
          <div className="absolute inset-6 rounded-full bg-white/70 blur-2xl" />
          <div className="relative grid grid-cols-3 items-center gap-3">
            <img src="/images/products/blanc-1.svg" alt="" className="translate-y-6 rounded-3xl shadow-(--shadow-soft)" />
            <img src="/images/products/noir-1.svg" alt="" className="z-10 scale-125 rounded-3xl shadow-xl" />
            <img src="/images/products/praline-1.svg" alt="" className="translate-y-6 rounded-3xl shadow-(--shadow-soft)" />
          </div>
          <div className="relative mx-auto mt-12 w-fit rounded-2xl bg-white px-5 py-2 text-center shadow-(--shadow-soft)">
            <p className="font-display text-2xl font-semibold text-brand-deeper">20 %</p>
            <p className="text-xs text-muted">reversés à votre association</p>
          </div>
        </div>
      </div>
    </section>
  );
}
