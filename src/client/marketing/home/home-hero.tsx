import { Check, Leaf } from "lucide-react";
import { StartButtons } from "../start-buttons";
import { DELIVERY_PROMISE } from "../../../shared/delivery-promise";

const promises = ["Boutique gratuite", "Sans engagement", "20 % reversés", DELIVERY_PROMISE] as const;

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-peach-light via-cream to-brand-light/60">
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 pt-10 pb-14 sm:px-6 md:pt-16 md:pb-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-deeper shadow-sm">
            <Leaf className="size-4 text-success" aria-hidden="true" /> Bio, équitable et fabriqué près de Vannes
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Financez vos projets avec du chocolat de qualité
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted lg:mx-0">
            Associations, écoles et clubs : ouvrez gratuitement votre boutique en ligne, partagez-la à vos proches et touchez 20 % de chaque
            tablette vendue. Rien à avancer, aucun stock, aucun risque.
          </p>
          <StartButtons className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start" />
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-chocolate lg:justify-start">
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" /> {promise}
              </li>
            ))}
          </ul>
        </div>

        <img
          src="/images/hero.svg"
          alt="Une boutique solidaire ouverte sur un téléphone, entourée de tablettes de chocolat"
          width={560}
          height={480}
          fetchPriority="high"
          className="mx-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
