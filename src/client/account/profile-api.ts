import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssociationDetailsInput, AssociationSummary, ProfileUpdateInput } from "../../shared/account";
import type { Me } from "../../shared/account-responses";
import { api } from "../lib/api";
import { meQueryKey } from "../session/me-api";

/** PATCH /api/me/profile: the signed-in member's own name and number. */
export function updateProfile(input: ProfileUpdateInput) {
  return api<Me>("/api/me/profile", { method: "PATCH", body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorMessage: "Erreur lors de la sauvegarde" },
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** PUT /api/associations/:id: the association's name and details, its managers only (decision 034). */
export function updateAssociationDetails(associationId: string, input: AssociationDetailsInput) {
  return api<AssociationSummary>(`/api/associations/${associationId}`, { method: "PUT", body: input });
}

export function useUpdateAssociationDetails(associationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssociationDetailsInput) => updateAssociationDetails(associationId, input),
    meta: { errorMessage: "Erreur lors de la sauvegarde" },
    // The header's switcher, Équipe and the creation form read the association from /api/me.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
