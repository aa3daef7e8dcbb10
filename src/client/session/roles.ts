import { isAssociationRole, ROLE_DESCRIPTIONS, ROLE_LABELS, roleCan, type AssociationRole, type Capability } from "../../shared/team-rules";

// Migration 0006 made every 'owner' and 'member' a manager: a server not yet migrated still sends those codes.
const legacyRoles: Record<string, AssociationRole> = { owner: "manager", member: "manager" };

/** A role code as the server sent it, read as one of ours; null for a code this client doesn't know. */
export function knownRole(role: string | null | undefined): AssociationRole | null {
  if (isAssociationRole(role)) return role;
  return (role && Object.hasOwn(legacyRoles, role) ? legacyRoles[role] : null) ?? null;
}

/** 'Responsable', 'Trésorier', 'Bénévole'; a code this client doesn't know reads as a plain 'Membre'. */
export function roleLabel(role: string | null | undefined): string {
  const known = knownRole(role);
  return known ? ROLE_LABELS[known] : "Membre";
}

export function roleDescription(role: string | null | undefined): string | null {
  const known = knownRole(role);
  return known ? ROLE_DESCRIPTIONS[known] : null;
}

/** docs/product.md#roles: a role the code doesn't know grants nothing. The server checks again on every call. */
export function memberCan(role: string | null | undefined, capability: Capability): boolean {
  const known = knownRole(role);
  return known ? roleCan(known, capability) : false;
}
