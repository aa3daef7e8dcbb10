import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AcceptedInvitation, InvitationSummary } from "../../shared/team-responses";
import { api } from "../lib/api";

// The invitation link's landing page (docs/product.md#memberships): what the invitation is, then its acceptance.

export const invitationQueryKey = (token: string) => ["invitations", token] as const;
const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => api<InvitationSummary>(invitationPath(token), { signal }),
    // An unknown link is an answer the page explains, not a failure to log.
    meta: { silent: true },
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AcceptedInvitation>(`${invitationPath(token)}/accept`, { method: "POST" }),
    // Refused because the invitation changed meanwhile (expired, used, revoked): the page then says so.
    onError: () => queryClient.invalidateQueries({ queryKey: invitationQueryKey(token) }),
  });
}
