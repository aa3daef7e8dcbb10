import type { PublicCampaign } from "../../../shared/campaign";
import type { Product } from "../../../shared/catalogue";
import type { CartProduct } from "../checkout/cart-store";

// The sample association of the demo shop (docs/product.md#demo): a campaign as the public page would
// receive it, so the demo shows the real page's sections. Nothing here is stored or sent anywhere.
export const demoCampaign: PublicCampaign = {
  id: "demo",
  association_id: "demo",
  association_name: "Les Amis de l'École Jules Ferry",
  association_slogan: "Des classes de mer pour tous les enfants",
  logo_url: null,
  association_description:
    "Nous sommes l'association des parents d'élèves de l'école Jules Ferry, à Vannes. Depuis quinze ans, nous finançons les sorties, les livres et les projets des classes, pour que chaque enfant puisse partir, quels que soient les moyens de sa famille.",
  branding_primary_color: "#B76E79",
  branding_secondary_color: "#FAD7C1",
  hero_image_url: null,
  campaign_message:
    "Cette année, nos CM1 et CM2 partent une semaine en classe de mer à l'île d'Arz. Chaque tablette achetée nous rapproche du départ !",
  // docs/product.md#demo: the demo shows 2 500 € raised out of 5 000 € (50 %).
  project_goal_eur: 5000,
  amount_raised_eur: 2500,
  chocolate_description: null,
  chocolate_price_eur: null,
  contact_email: "amis.julesferry@exemple.fr",
  contact_phone: "02 97 00 00 00",
  association_address: "École Jules Ferry, 12 rue des Écoles, 56000 Vannes",
  social_facebook: null,
  social_instagram: null,
  social_twitter: null,
  seo_title: null,
  seo_description: null,
  og_image_url: null,
  public_slug: "demo",
  status: "published",
  is_published: true,
  published_at: null,
  validated_at: null,
  taken_down_at: null,
  created_at: "2025-01-01T00:00:00.000Z",
  order_deadline: null,
  distribution_date: null,
  distribution_start_time: null,
  distribution_end_time: null,
  distribution_place: null,
  leaderboard_enabled: false,
};

/** A catalogue bar as a cart line of the demo (prices in cents, first image). */
export function demoCartProduct(product: Product): CartProduct {
  return { id: product.id, name: product.name, price: product.priceCents, image: product.images[0] };
}
