import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import type { NutritionFacts, Product } from "../../shared/catalogue";
import { cn } from "../lib/utils";

// What EU regulation 1169/2011 (art. 14) asks a shop to show before a food is bought at a distance, from the
// catalogue: the legal name, the ingredients with their allergens in bold, the net weight, the nutrition
// declaration, storage, origin and who makes the bar. A plain `details`: it opens without JavaScript, in the server's
// HTML of the campaign page as in the app, and costs that page no library.

const grams = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** The rows of the nutrition declaration, in the order of annex XV; `sub` rows are the 'dont' ones. */
const nutritionRows: { label: string; value: (n: NutritionFacts) => string; sub?: true }[] = [
  { label: "Énergie", value: (n) => `${whole.format(n.energyKj)} kJ / ${whole.format(n.energyKcal)} kcal` },
  { label: "Matières grasses", value: (n) => `${grams.format(n.fatGrams)} g` },
  { label: "dont acides gras saturés", value: (n) => `${grams.format(n.saturatedFatGrams)} g`, sub: true },
  { label: "Glucides", value: (n) => `${grams.format(n.carbohydrateGrams)} g` },
  { label: "dont sucres", value: (n) => `${grams.format(n.sugarsGrams)} g`, sub: true },
  { label: "Protéines", value: (n) => `${grams.format(n.proteinGrams)} g` },
  { label: "Sel", value: (n) => `${grams.format(n.saltGrams)} g` },
];

/** One term and its description: stacked on a phone, side by side from the small breakpoint. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[9rem_1fr] sm:gap-x-4">
      <dt className="font-semibold text-chocolate">{label}</dt>
      <dd className="mt-0.5 sm:mt-0">{children}</dd>
    </div>
  );
}

type ProductCompositionProps = {
  product: Product;
  /** The line that opens it: 'Composition et allergènes', or the bar's name where several follow each other. */
  summary?: string;
  className?: string;
};

export function ProductComposition({ product, summary = "Composition et allergènes", className }: ProductCompositionProps) {
  const food = product.food;
  return (
    <details className={cn("group rounded-2xl bg-white text-left ring-1 ring-line", className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold text-chocolate hover:bg-peach-light/60 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-dark transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 px-4 pt-1 pb-4 text-sm text-ink/90">
        <dl className="space-y-3">
          <Fact label="Dénomination">{food.legalName}</Fact>
          <Fact label="Ingrédients">
            <p>
              {food.ingredients.map((part, index) =>
                part.allergen ? (
                  <strong key={index} className="font-bold text-ink">
                    {part.text}
                  </strong>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
            {food.cocoaContent ? <p className="mt-1">{food.cocoaContent}</p> : null}
            <p className="mt-1 text-muted">{food.organic}</p>
          </Fact>
          <Fact label="Allergènes">En gras dans la liste des ingrédients. {food.mayContain}</Fact>
          <Fact label="Poids net">{product.weightGrams} g</Fact>
          <Fact label="Conservation">{food.storage}</Fact>
          <Fact label="Origine">{food.origin}</Fact>
          <Fact label="Fabriqué par">
            {food.operator.name}, {food.operator.address}
          </Fact>
        </dl>
        <table className="w-full border-collapse text-sm tabular-nums">
          <caption className="pb-2 text-left font-semibold text-chocolate">Valeurs nutritionnelles moyennes pour 100 g</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Nutriment</th>
              <th scope="col">Pour 100 g</th>
            </tr>
          </thead>
          <tbody>
            {nutritionRows.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th scope="row" className={cn("py-1.5 pr-3 text-left font-normal", row.sub && "pl-4 text-muted")}>
                  {row.label}
                </th>
                <td className="py-1.5 text-right whitespace-nowrap">{row.value(food.nutrition)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
