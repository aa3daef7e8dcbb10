import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "../../shared/account-responses";
import { api } from "../lib/api";

export const meQueryKey = ["me"] as const;

export function fetchMe({ signal }: { signal?: AbortSignal } = {}) {
  return api<Me>("/api/me", { signal });
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe });

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled: options.enabled ?? true });
}
