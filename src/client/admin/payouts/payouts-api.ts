import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { AdminPayout, AdminPayoutsPage, PayoutBatch, PayoutsDuePage } from "../../../shared/money-responses";
import type { BankDetailsConfirmation } from "../../../shared/bank-details";
import type { CancelPayoutRequest, GeneratePayoutsRequest, MarkPayoutPaidRequest } from "../../../shared/payouts";
import { api } from "../../lib/api";
import { calendarDayNoon, parisCalendarDay } from "../../../shared/paris-time";
import { adminPagesOptions, useAdminPost, useRefreshAdmin } from "../admin-query";

// 'Versements' (docs/product.md#payouts): the balances due, the transfer files and each payout's steps. Both lists
// are read fresh: an amount on screen must be the server's. Every action shows its failure in its own dialog, so the
// mutations are silent for the global toast.

export function usePayoutsDue() {
  return useInfiniteQuery(adminPagesOptions<PayoutsDuePage>(["payouts", "due"], "/api/admin/payouts/due"));
}

export function usePayoutsList() {
  return useInfiniteQuery(adminPagesOptions<AdminPayoutsPage>(["payouts", "list"], "/api/admin/payouts"));
}

/** The batch's SEPA file, the same bytes at every download. */
export const sepaFileUrl = (batchId: string) => `/api/admin/payout-batches/${encodeURIComponent(batchId)}/sepa.xml`;

/**
 * A payout moves money out of the balances: both lists, and any statement the back-office shows, are read again
 * before the action settles.
 */
const payoutAction = { silent: true, waitForReads: true };

export function useGeneratePayouts() {
  return useAdminPost<GeneratePayoutsRequest, PayoutBatch>("/api/admin/payout-batches", payoutAction);
}

export function useMarkPayoutPaid(payoutId: string) {
  return useAdminPost<MarkPayoutPaidRequest, AdminPayout>(`/api/admin/payouts/${encodeURIComponent(payoutId)}/paid`, payoutAction);
}

export function useCancelPayout(payoutId: string) {
  return useAdminPost<CancelPayoutRequest, AdminPayout>(`/api/admin/payouts/${encodeURIComponent(payoutId)}/cancel`, payoutAction);
}

/**
 * 'Confirmer les coordonnées' (docs/product.md#bank-details): the details the row showed, named by their save time.
 * A refusal (they changed meanwhile) is toasted with the server's message; every row of the association is read
 * again.
 */
export function useConfirmBankDetails(associationId: string) {
  const refresh = useRefreshAdmin();
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
