import type { MembershipView } from "../../shared/account";

export const CURRENT_ASSOCIATION_STORAGE_KEY = "currentAssociationId";

/**
 * docs/product.md#current-association: the remembered association if the user is a member of it,
 * else the first membership; nothing without memberships.
 */
export function selectMembership(memberships: readonly MembershipView[], rememberedId: string | null | undefined): MembershipView | null {
  if (memberships.length === 0) return null;
  const remembered = rememberedId ? memberships.find((m) => m.association_id === rememberedId) : undefined;
  return remembered ?? memberships[0];
}

/** Switching is allowed only to an association the user belongs to. */
export function canSwitchTo(memberships: readonly MembershipView[], associationId: string): boolean {
  return memberships.some((m) => m.association_id === associationId);
}
