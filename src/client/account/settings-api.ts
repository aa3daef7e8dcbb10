import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings } from "../../shared/account";
import type { NotificationSettingsResponse } from "../../shared/account-responses";
import { api } from "../lib/api";

export const settingsQueryKey = ["me", "settings"] as const;

export function fetchSettings({ signal }: { signal?: AbortSignal } = {}) {
  return api<NotificationSettingsResponse>("/api/me/settings", { signal });
}

export function saveSettings(settings: NotificationSettings) {
  return api<NotificationSettingsResponse>("/api/me/settings", { method: "PUT", body: settings });
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: fetchSettings,
  meta: { errorMessage: "Erreur lors du chargement des données" },
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
