import type { CartStore } from "../checkout/cart-store";
import type { SellerChoice } from "./seller-choices-api";
import { leaveSellerLink } from "./seller-link";

/**
 * The buyer picks another seller from the list, or none (the banner's 'Changer de vendeur' and 'Retirer', the
 * checkout's field): the cart keeps the choice, and a seller link in the address no longer applies.
 */
export function chooseSeller(store: CartStore, slug: string, choice: SellerChoice | null): void {
  const current = store.getSeller();
  if ((choice?.id ?? null) === (current?.id ?? null)) return;
  store.setSeller(choice ? { id: choice.id, first_name: choice.first_name, group_name: choice.group_name, code: null } : null);
  leaveSellerLink(slug);
}
