// The three bars of docs/product.md#products, priced in cents. The server prices every order from here (or from the
// campaign's own chocolate_price_eur); prices sent by a browser are never trusted.
export type ProductId = "noir" | "praline" | "blanc";

export type Product = {
  id: ProductId;
  name: string;
  priceCents: number;
  tagline: string;
  description: string;
  longDescription: string;
  aromaticNotes: string[];
  terroir: string;
  images: [string, string];
  weightGrams: number;
};

export const products: Product[] = [
  {
    id: "noir",
    name: "Chocolat Noir",
    priceCents: 800,
    tagline: "Intense, 70 % de cacao",
    description: "Un chocolat noir intense à 70 % de cacao, pour les amateurs de caractère.",
    longDescription:
      "Notre tablette noire est travaillée à partir de fèves de cacao bio et équitables, torréfiées doucement dans notre atelier près de Vannes. Son attaque franche laisse place à une longueur en bouche fruitée.",
    aromaticNotes: ["Fruits rouges", "Cacao torréfié", "Pointe de réglisse"],
    terroir: "Cacao Trinitario du Pérou, coopérative de la région de Piura.",
    images: ["/images/products/noir-1.svg", "/images/products/noir-2.svg"],
    weightGrams: 100,
  },
  {
    id: "praline",
    name: "Chocolat Amandes",
    priceCents: 900,
    tagline: "Croquant aux noisettes et amandes",
    description: "Un chocolat au lait croquant, généreux en éclats de noisettes et d'amandes grillées.",
    longDescription:
      "Un chocolat au lait onctueux relevé d'éclats de noisettes et d'amandes torréfiées au four, pour un croquant gourmand à chaque carré. Le préféré des enfants comme des grands.",
    aromaticNotes: ["Noisette grillée", "Amande", "Caramel"],
    terroir: "Cacao de République dominicaine, amandes et noisettes d'Europe du Sud.",
    images: ["/images/products/praline-1.svg", "/images/products/praline-2.svg"],
    weightGrams: 100,
  },
  {
    id: "blanc",
    name: "Chocolat Blanc",
    priceCents: 700,
    tagline: "Doux et crémeux",
    description: "Un chocolat blanc doux et crémeux, aux notes de vanille.",
    longDescription:
      "Notre chocolat blanc est fait de beurre de cacao équitable et de lait entier bio, parfumé à la vanille Bourbon. Une douceur ronde, sans excès de sucre.",
    aromaticNotes: ["Vanille Bourbon", "Lait frais", "Beurre de cacao"],
    terroir: "Beurre de cacao du Pérou, lait bio de Bretagne, vanille de Madagascar.",
    images: ["/images/products/blanc-1.svg", "/images/products/blanc-2.svg"],
    weightGrams: 100,
  },
];

/**
 * The lowest bar price a campaign may set. Its chocolate_price_eur replaces the price of every bar at checkout
 * (server/orders/pricing.ts), so it may not go below the dearest bar's catalogue price.
 */
export const MIN_CAMPAIGN_BAR_PRICE_CENTS = Math.max(...products.map((p) => p.priceCents));

export function findProduct(id: string): Product | undefined {
  return products.find((p) => p.id === id);
}

/** A donation ('Faire un don') is stored as an order line of its own, with this product id. */
export const DONATION_PRODUCT_ID = "don";

export const isDonationLine = (line: { product_id: string }) => line.product_id === DONATION_PRODUCT_ID;

/** docs/product.md#constants: home delivery costs 3,90 €; pick-up at the association is free. */
export const HOME_DELIVERY_FEE_CENTS = 390;

/** docs/product.md#constants: 20 % of each sale goes to the organisation. */
export const ASSOCIATION_SHARE_PERCENT = 20;
