// Who may do what in an association (docs/product.md#roles). The server checks these on every
// association-scoped call; the client reads the same table to hide what a role can't use. No zod here: the
// account page and the header load it.

/** A member's role in one association. Stored as these codes; shown with ROLE_LABELS. */
export const ASSOCIATION_ROLES = ["manager", "treasurer", "volunteer"] as const;
export type AssociationRole = (typeof ASSOCIATION_ROLES)[number];

export const ROLE_LABELS: Record<AssociationRole, string> = {
  manager: "Responsable",
  treasurer: "Trésorier",
  volunteer: "Bénévole",
};

export const ROLE_DESCRIPTIONS: Record<AssociationRole, string> = {
  manager: "Tout : la boutique, l'équipe, l'argent et les coordonnées bancaires.",
  treasurer: "L'argent : ventes, relevés, exports et coordonnées bancaires. Ne modifie pas la boutique.",
  volunteer: "La distribution et les commandes papier. Voit le nom des acheteurs, pas leurs coordonnées.",
};

/**
 * What a role may do. Each association-scoped route names the capability it needs (lib/access.ts).
 * - editShop: the association's profile, its campaigns' pages, publication requests, duplication
 * - manageTeam: invitations, roles, removing members
 * - seeMoney: amounts, sales with the buyers' contact details, exports, statements
 * - manageBank: the association's bank details
 * - distribute: the distribution list and paper (cash and cheque) orders, buyers' names only
 * - confirmPaperOrders: paper orders above the campaign's ceiling count once confirmed; a paper order a payout
 *   counted may still be cancelled (docs/product.md#paper-orders)
 * - correctBuyerEmails: a card buyer's mistyped e-mail corrected, and their confirmation sent again to the new one
 *   (docs/product.md#buyer-email-correction)
 */
export const CAPABILITIES = [
  "editShop",
  "manageTeam",
  "seeMoney",
  "manageBank",
  "distribute",
  "confirmPaperOrders",
  "correctBuyerEmails",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const CAPABILITIES_BY_ROLE: Record<AssociationRole, readonly Capability[]> = {
  manager: CAPABILITIES,
  treasurer: ["seeMoney", "manageBank", "distribute"],
  volunteer: ["distribute"],
};

export function roleCan(role: AssociationRole, capability: Capability): boolean {
  return CAPABILITIES_BY_ROLE[role].includes(capability);
}

export function isAssociationRole(value: unknown): value is AssociationRole {
  return typeof value === "string" && (ASSOCIATION_ROLES as readonly string[]).includes(value);
}

/** An invitation link works this long after it was sent, once. */
export const INVITATION_LIFETIME_DAYS = 7;
