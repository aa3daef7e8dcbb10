import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitationRequest, RoleChange } from "../../shared/team";
import type { InvitationResponse, TeamChangeResponse, TeamMemberResponse, TeamResponse } from "../../shared/team-responses";
import { meQueryKey } from "../session/me-api";
import { api } from "../lib/api";

// The team of an association (docs/product.md#memberships). Failed changes are toasted with the server's French
// message by the query client; a failed read is shown by the tab itself, with a retry.

export const teamQueryKey = (associationId: string) => ["associations", associationId, "team"] as const;

const associationPath = (associationId: string) => `/api/associations/${encodeURIComponent(associationId)}`;
const memberPath = (associationId: string, userId: string) => `${associationPath(associationId)}/members/${encodeURIComponent(userId)}`;

export function fetchTeam(associationId: string, signal?: AbortSignal) {
  return api<TeamResponse>(`${associationPath(associationId)}/members`, { signal });
}

export const teamQueryOptions = (associationId: string) =>
  queryOptions({ queryKey: teamQueryKey(associationId), queryFn: ({ signal }) => fetchTeam(associationId, signal) });

export function useTeam(associationId: string) {
  return useQuery(teamQueryOptions(associationId));
}

/** Every change of the team ends by reading it again. */
function useTeamMutation<Input, Output>(associationId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(associationId) }),
  });
}

export function useInvite(associationId: string) {
  return useTeamMutation(associationId, (input: InvitationRequest) =>
    api<InvitationResponse>(`${associationPath(associationId)}/invitations`, { method: "POST", body: input }),
  );
}

export function useRevokeInvitation(associationId: string) {
  return useTeamMutation(associationId, (invitationId: string) =>
    api<TeamChangeResponse>(`${associationPath(associationId)}/invitations/${encodeURIComponent(invitationId)}`, { method: "DELETE" }),
  );
}

export function useChangeRole(associationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange & { userId: string }) =>
      api<TeamMemberResponse>(memberPath(associationId, userId), { method: "PATCH", body: { role } }),
    // One's own role may be the one that changed: /api/me says what the person may do now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKey(associationId) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true }),
      ]),
  });
}

export function useRemoveMember(associationId: string) {
  return useTeamMutation(associationId, (userId: string) =>
    api<TeamChangeResponse>(memberPath(associationId, userId), { method: "DELETE" }),
  );
}

/** Leaving: the memberships are read again, and the current association falls back to another one (or none). */
export function useLeaveAssociation(associationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TeamChangeResponse>(memberPath(associationId, userId), { method: "DELETE" }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
      queryClient.removeQueries({ queryKey: ["associations", associationId] });
    },
  });
}
