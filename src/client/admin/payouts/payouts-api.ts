import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPayout, AdminPayoutsPage, PayoutBatch, PayoutsDuePage } from "../../../shared/money-responses";
import type { BankDetailsConfirmation } from "../../../shared/bank-details";
import type { CancelPayoutRequest, GeneratePayoutsRequest, MarkPayoutPaidRequest } from "../../../shared/payouts";
import { api } from "../../lib/api";
import { calendarDayNoon, parisCalendarDay } from "../../../shared/paris-time";

// 'Versements' (docs/product.md#payouts): the balances due, the transfer files and each payout's steps. Both lists
// are read fresh (staleTime 0): an amount on screen must be the server's. Every action shows its failure in its
// own dialog, so the mutations are silent for the global toast.

export const payoutsQueryKey = ["admin", "payouts"] as const;

const pagePath = (path: string, cursor: string | null) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

export const payoutsDueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...payoutsQueryKey, "due"] as const,
    queryFn: ({ pageParam, signal }) => api<PayoutsDuePage>(pagePath("/api/admin/payouts/due", pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

export function usePayoutsDue() {
  return useInfiniteQuery(payoutsDueQueryOptions());
}

export const payoutsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...payoutsQueryKey, "list"] as const,
    queryFn: ({ pageParam, signal }) => api<AdminPayoutsPage>(pagePath("/api/admin/payouts", pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

export function usePayoutsList() {
  return useInfiniteQuery(payoutsListQueryOptions());
}

/** The batch's SEPA file, the same bytes at every download. */
export const sepaFileUrl = (batchId: string) => `/api/admin/payout-batches/${encodeURIComponent(batchId)}/sepa.xml`;

/** A payout moves money out of the balances: both lists, and any statement the back-office shows, are read again. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin"] });
}

export function useGeneratePayouts() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: GeneratePayoutsRequest) => api<PayoutBatch>("/api/admin/payout-batches", { method: "POST", body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useMarkPayoutPaid(payoutId: string) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: MarkPayoutPaidRequest) =>
      api<AdminPayout>(`/api/admin/payouts/${encodeURIComponent(payoutId)}/paid`, { method: "POST", body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useCancelPayout(payoutId: string) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: CancelPayoutRequest) =>
      api<AdminPayout>(`/api/admin/payouts/${encodeURIComponent(payoutId)}/cancel`, { method: "POST", body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

/**
 * 'Confirmer les coordonnées' (docs/product.md#bank-details): the details the row showed, named by their save time.
 * A refusal (they changed meanwhile) is toasted with the server's message; every row of the association is read
 * again.
 */
export function useConfirmBankDetails(associationId: string) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (updatedAt: string) =>
      api<BankDetailsConfirmation>(`/api/admin/associations/${encodeURIComponent(associationId)}/bank-account/confirmation`, {
        method: "POST",
        body: { updated_at: updatedAt },
      }),
    onSettled: refresh,
  });
}

/** Today in Paris, 'YYYY-MM-DD' (the value of a date input). */
export const parisToday = (now = new Date()) => parisCalendarDay(now);

/** The next working day after today in Paris (Saturday and Sunday skipped): the default 'Date d'exécution'. */
export function nextWeekday(now = new Date()): string {
  const day = calendarDayNoon(parisToday(now));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}
