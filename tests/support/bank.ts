import type { App } from "../../src/server/app";
import { PASSWORD, send } from "./app";

// docs/product.md#bank-details: details are saved with the member's password, then wait for an admin's
// confirmation before any payout.

export const validBankDetails = {
  account_holder: "Association Les Tilleuls",
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: "AGRIFRPP",
} as const;

export const bankPath = (associationId: string) => `/api/associations/${associationId}/bank-account`;

/** PUT the details as the form does, with the member's password (PASSWORD unless given). */
export function saveBankDetails(app: App, options: { cookie: string; associationId: string; details?: object; password?: string }) {
  return send(app, "PUT", bankPath(options.associationId), {
    cookie: options.cookie,
    body: { ...validBankDetails, ...options.details, password: options.password ?? PASSWORD },
  });
}

/** 'Confirmer les coordonnées' as an admin, for the details saved at `updatedAt`. */
export function confirmBankDetails(app: App, options: { adminCookie: string; associationId: string; updatedAt: string }) {
  return send(app, "POST", `/api/admin/associations/${options.associationId}/bank-account/confirmation`, {
    cookie: options.adminCookie,
    body: { updated_at: options.updatedAt },
  });
}

/** Saved by a member and confirmed by an admin: payable at once. */
export async function saveConfirmedBankDetails(
  app: App,
  options: { cookie: string; adminCookie: string; associationId: string; details?: object },
) {
  const saved = await saveBankDetails(app, options);
  if (saved.statusCode !== 200) throw new Error(`bank details refused: ${saved.body}`);
  const updatedAt = saved.json().bank_account.updated_at as string;
  const confirmed = await confirmBankDetails(app, { ...options, updatedAt });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation refused: ${confirmed.body}`);
}
