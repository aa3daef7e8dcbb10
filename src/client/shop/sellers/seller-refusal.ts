import { ApiError } from "../../lib/api";

/**
 * The checkout refused the seller named in the order (docs/product.md#sellers): not one of the campaign's sellers
 * (SELLER_NOT_FOUND, deleted since the buyer picked them), or not a seller's id at all. The message belongs under
 * the field, not in a toast.
 */
export function isSellerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === "SELLER_NOT_FOUND" || error.field === "seller_id");
}
