// docs/product.md#buyer-addresses: how long a confirmation link works, and how many confirmation mails may leave.

export const CONFIRMATION_LIFETIME_DAYS = 30;
/** Confirmation mails to one address in any 24 hours, whatever the campaign. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** Confirmation mails of one campaign in any 24 hours: a busy evening of paper forms typed in, not a mailing. */
export const CONFIRMATIONS_PER_CAMPAIGN_PER_DAY = 200;

/** Where the link leads: a page that asks for a click (a mail scanner fetching the link confirms nothing). */
export const CONFIRMATION_ROUTE = "/confirmer-adresse/:token";
export const confirmationPath = (token: string) => CONFIRMATION_ROUTE.replace(":token", encodeURIComponent(token));
