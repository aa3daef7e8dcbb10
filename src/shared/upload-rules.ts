// docs/product.md#uploads: what an image upload may be, said by the form before the upload and enforced by the server.

/** A 12-megapixel phone photo is 4 to 8 MB as shot; 15 MB leaves room for the larger sensors the pixel limit allows. */
export const MAX_UPLOAD_MEGABYTES = 15;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

/** Written under each image field before anything is chosen, so the limit is never learnt from a refusal. */
export const IMAGE_FIELD_LIMITS = `JPEG, PNG, WebP ou HEIC, jusqu'à ${MAX_UPLOAD_MEGABYTES} Mo : les grandes photos sont réduites avant l'envoi.`;
