// What other domains use of buyer-emails (docs/product.md#buyer-addresses): whether a buyer's address may be written
// to, and the confirmation mail asked when a paper order records or changes one.
export { mailableBuyerSql, mayMailBuyer } from "./consent";
export { requestBuyerEmailConfirmation, type ConfirmationOutcome } from "./confirmations";
