import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BankAccountResponse, SaveBankDetails } from "../../shared/bank-details";
import { api } from "../lib/api";

// The association's bank details (docs/product.md#bank-details), for the roles with manageBank. The server only
// ever sends the IBAN masked. A failed save is toasted with the server's French message by the query client; a
// failed read is shown by the card itself, with a retry.

export const bankAccountQueryKey = (associationId: string) => ["associations", associationId, "bank-account"] as const;

const bankAccountPath = (associationId: string) => `/api/associations/${encodeURIComponent(associationId)}/bank-account`;

export function fetchBankAccount(associationId: string, signal?: AbortSignal) {
  return api<BankAccountResponse>(bankAccountPath(associationId), { signal });
}

export const bankAccountQueryOptions = (associationId: string) =>
  queryOptions({ queryKey: bankAccountQueryKey(associationId), queryFn: ({ signal }) => fetchBankAccount(associationId, signal) });

export function useBankAccount(associationId: string) {
  return useQuery(bankAccountQueryOptions(associationId));
}

/**
 * Saves the details (the schema's output: electronic format) with the member's password; the card then shows what
 * the server answered.
 */
export function useSaveBankAccount(associationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: SaveBankDetails) => api<BankAccountResponse>(bankAccountPath(associationId), { method: "PUT", body: details }),
    onSuccess: (saved) => {
      queryClient.setQueryData(bankAccountQueryKey(associationId), saved);
      return queryClient.invalidateQueries({ queryKey: bankAccountQueryKey(associationId) });
    },
  });
}
