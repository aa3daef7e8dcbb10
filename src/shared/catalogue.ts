// The three bars of docs/product.md#products, priced in cents. The server prices every order from here (or from the
// campaign's own chocolate_price_eur); prices sent by a browser are never trusted. Each bar carries what the law asks
// a shop to show before a food is bought at a distance (EU regulation 1169/2011, art. 9 and 14; the « Cacao : … %
// minimum » of décret 76-692, art. 7). Plain data: the campaign page loads this file. VAT rates: shared/vat.ts.
export type ProductId = "noir" | "praline" | "blanc";

/**
 * A piece of an ingredients list, read one after the other. `allergen` marks a substance of annex II of regulation
 * 1169/2011 (soja, lait, fruits à coque...), which must stand out from the rest: the screens put it in bold.
 */
export type IngredientPart = { text: string; allergen?: true };

/** The nutrition declaration per 100 g (regulation 1169/2011, art. 30 and annex XV), in its order. */
export type NutritionFacts = {
  energyKj: number;
  energyKcal: number;
  fatGrams: number;
  saturatedFatGrams: number;
  carbohydrateGrams: number;
  sugarsGrams: number;
  proteinGrams: number;
  saltGrams: number;
};

/** Who answers for the food (art. 8 and 9 h): the workshop that makes and packs the bars. */
export type FoodBusinessOperator = { name: string; address: string };

/** The one workshop that makes all three bars. */
export const FOOD_BUSINESS_OPERATOR: FoodBusinessOperator = {
  name: "Boutique Solidaire — Atelier de Vannes",
  address: "Chocolaterie artisanale, golfe du Morbihan, 56000 Vannes, France",
};

/** Storage advice (art. 9 g): the same for the three bars. */
const STORAGE = "À conserver dans un endroit frais et sec, entre 16 et 18 °C, à l'abri de la lumière et des odeurs.";

/** The ingredients marked * (regulation 2018/848 on organic production, art. 30 and 32). */
const ORGANIC_NOTE = "* Ingrédients issus de l'agriculture biologique.";

export type FoodInformation = {
  /** The legal name (art. 17), not the shop's name of the bar. */
  legalName: string;
  /** In descending order of weight (art. 18), allergens marked. */
  ingredients: IngredientPart[];
  /** « Cacao : 70 % minimum », required for « chocolat » and « chocolat au lait » (décret 76-692, art. 7). */
  cocoaContent: string | null;
  /** What the workshop handles besides the bar's own recipe and may end up in it. */
  mayContain: string;
  /** The organic ingredients' note and where they were farmed ('Agriculture UE/non UE'). */
  organic: string;
  nutrition: NutritionFacts;
  storage: string;
  /** Where the cocoa (and the other main ingredients) come from: the terroir, said plainly. */
  origin: string;
  operator: FoodBusinessOperator;
};

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
  /** The net weight (art. 9 e), shown as 'Poids net : 100 g'. */
  weightGrams: number;
  food: FoodInformation;
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
    food: {
      legalName: "Chocolat noir 70 % de cacao minimum, bio",
      ingredients: [
        { text: "Pâte de cacao* 62 %, sucre de canne roux*, beurre de cacao* 8 %, émulsifiant : lécithine de " },
        { text: "soja", allergen: true },
        { text: "*, vanille en poudre*." },
      ],
      cocoaContent: "Cacao : 70 % minimum.",
      mayContain: "Peut contenir des traces de lait et de fruits à coque.",
      organic: `${ORGANIC_NOTE} Agriculture non UE.`,
      nutrition: {
        energyKj: 2302,
        energyKcal: 554,
        fatGrams: 42,
        saturatedFatGrams: 25,
        carbohydrateGrams: 36,
        sugarsGrams: 29,
        proteinGrams: 8,
        saltGrams: 0.02,
      },
      storage: STORAGE,
      origin: "Cacao Trinitario du Pérou, d'une coopérative de la région de Piura.",
      operator: FOOD_BUSINESS_OPERATOR,
    },
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
    food: {
      legalName: "Chocolat au lait aux éclats de noisettes et d'amandes grillées, bio",
      ingredients: [
        { text: "Chocolat au lait* 80 % (sucre de canne roux*, beurre de cacao*, " },
        { text: "lait", allergen: true },
        { text: " entier en poudre*, pâte de cacao*, émulsifiant : lécithine de " },
        { text: "soja", allergen: true },
        { text: "*, vanille en poudre*), éclats de " },
        { text: "noisettes", allergen: true },
        { text: "* grillées 12 %, éclats d'" },
        { text: "amandes", allergen: true },
        { text: "* grillées 8 %." },
      ],
      cocoaContent: "Cacao : 35 % minimum dans le chocolat au lait.",
      mayContain: "Peut contenir des traces d'autres fruits à coque.",
      organic: `${ORGANIC_NOTE} Agriculture UE/non UE.`,
      nutrition: {
        energyKj: 2378,
        energyKcal: 571,
        fatGrams: 39,
        saturatedFatGrams: 17,
        carbohydrateGrams: 46,
        sugarsGrams: 43,
        proteinGrams: 9,
        saltGrams: 0.15,
      },
      storage: STORAGE,
      origin: "Cacao de République dominicaine, amandes et noisettes d'Europe du Sud.",
      operator: FOOD_BUSINESS_OPERATOR,
    },
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
    food: {
      legalName: "Chocolat blanc à la vanille Bourbon, bio",
      ingredients: [
        { text: "Sucre de canne roux*, beurre de cacao* 29 %, " },
        { text: "lait", allergen: true },
        { text: " entier en poudre* 26 %, émulsifiant : lécithine de tournesol*, vanille Bourbon en poudre* 0,2 %." },
      ],
      cocoaContent: null,
      mayContain: "Peut contenir des traces de soja et de fruits à coque.",
      organic: `${ORGANIC_NOTE} Agriculture UE/non UE.`,
      nutrition: {
        energyKj: 2386,
        energyKcal: 572,
        fatGrams: 36,
        saturatedFatGrams: 22,
        carbohydrateGrams: 55,
        sugarsGrams: 54,
        proteinGrams: 7,
        saltGrams: 0.25,
      },
      storage: STORAGE,
      origin: "Beurre de cacao du Pérou, lait de Bretagne, vanille de Madagascar.",
      operator: FOOD_BUSINESS_OPERATOR,
    },
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
