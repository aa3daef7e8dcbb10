import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "../../shared/account";
import type { Me } from "../../shared/account-responses";
import { api } from "../lib/api";
import { meQueryKey } from "../session/me-api";

export type ProfileUpdateRequest = ProfileUpdateInput & { association_id: string };

export function updateProfile(input: ProfileUpdateRequest) {
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
