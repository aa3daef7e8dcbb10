import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssociationSummary, MembershipRole, MembershipView } from "../../shared/account";
import type { Me } from "../../shared/account-responses";
import { useAuth } from "./auth-context";
import { meQueryKey, meQueryOptions } from "./me-api";
import { canSwitchTo, CURRENT_ASSOCIATION_STORAGE_KEY, selectMembership } from "./select-association";

type AssociationContextValue = {
  memberships: MembershipView[];
  currentMembership: MembershipView | null;
  currentAssociation: AssociationSummary | null;
  role: MembershipRole | null;
  /** The platform's administrators reach the back-office from the header (docs/product.md#back-office). */
  isAdmin: boolean;
  /** True while the memberships of a signed-in user are not known yet. */
  loading: boolean;
  /**
   * Makes that association the current one, remembered, and reloads what is read for an association. Returns false
   * (and changes nothing) when the user is not a member of it.
   */
  switchAssociation: (associationId: string) => boolean;
  refreshAssociations: () => Promise<void>;
};

const AssociationContext = createContext<AssociationContextValue | null>(null);
const noMemberships: MembershipView[] = [];

// What is read for one association: its campaigns, sales, team (["associations", id, ...]) and its campaigns' sales
// and booked call (["campaigns", id, ...]).
const associationScoped = (queryKey: readonly unknown[]) => queryKey[0] === "associations" || queryKey[0] === "campaigns";

// localStorage can throw (private mode, disabled storage); the selection then lives in memory only.
function readRemembered(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_ASSOCIATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(associationId: string) {
  try {
    window.localStorage.setItem(CURRENT_ASSOCIATION_STORAGE_KEY, associationId);
  } catch {
    /* memory only */
  }
}

export function AssociationProvider({ children }: { children: ReactNode }) {
  const { user, loading: authLoading } = useAuth();
  const queryClient = useQueryClient();
  const [rememberedId, setRememberedId] = useState(readRemembered);
  // docs/product.md#current-association: a membership-loading failure is only logged (the query cache logs it).
  const me = useQuery({ ...meQueryOptions, enabled: Boolean(user) });

  // With no user everything is cleared (docs/product.md#current-association); the stored id stays, it is only
  // honoured for a member.
  const memberships = user ? (me.data?.memberships ?? noMemberships) : noMemberships;
  const currentMembership = useMemo(() => selectMembership(memberships, rememberedId), [memberships, rememberedId]);

  useEffect(() => {
    if (currentMembership) remember(currentMembership.association_id);
  }, [currentMembership]);

  const switchAssociation = useCallback(
    (associationId: string) => {
      // The cache may already hold a membership this render hasn't seen (an invitation just accepted).
      const latest = user ? (queryClient.getQueryData<Me>(meQueryKey)?.memberships ?? memberships) : noMemberships;
      if (!canSwitchTo(latest, associationId)) return false;
      setRememberedId(associationId);
      remember(associationId);
      void queryClient.invalidateQueries({ predicate: (query) => associationScoped(query.queryKey) });
      return true;
    },
    [user, memberships, queryClient],
  );

  const refreshAssociations = useCallback(() => queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);

  const value = useMemo<AssociationContextValue>(
    () => ({
      memberships,
      currentMembership,
      currentAssociation: currentMembership?.association ?? null,
      role: currentMembership?.role ?? null,
      isAdmin: Boolean(user && me.data?.is_admin),
      loading: authLoading || (Boolean(user) && me.isPending),
      switchAssociation,
      refreshAssociations,
    }),
    [memberships, currentMembership, authLoading, user, me.isPending, me.data?.is_admin, switchAssociation, refreshAssociations],
  );

  return <AssociationContext.Provider value={value}>{children}</AssociationContext.Provider>;
}

export function useAssociation(): AssociationContextValue {
  const value = useContext(AssociationContext);
  if (!value) throw new Error("useAssociation doit être utilisé dans un AssociationProvider");
  return value;
}
