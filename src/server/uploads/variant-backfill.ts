import type { FastifyBaseLogger } from "fastify";
import { IMAGE_VARIANTS, uploadedImageKey, variantOf } from "../../shared/image-variants";
import type { Db } from "../db/client";
import type { FileStorage } from "../storage/storage";
import { variantsOfStored } from "./image";
import { campaignImageUrls } from "./queries";

export type BackfillReport = { made: number; alreadyThere: number; missing: number; failed: number };

/**
 * Decision 043: images uploaded before the variants existed get them once, when the server starts, in the background
 * and through the renderer's slots like any upload. A page names its variants from the image's address alone, so an
 * image is done when every variant is in the storage; the next start finds them all and only looks.
 */
export async function backfillImageVariants(db: Db, storage: FileStorage): Promise<BackfillReport> {
  const report: BackfillReport = { made: 0, alreadyThere: 0, missing: 0, failed: 0 };
  for (const url of await campaignImageUrls(db)) {
    const uploaded = uploadedImageKey(url);
    // Another site's picture: no variants, its page keeps the plain address.
    if (!uploaded) continue;
    const variants = IMAGE_VARIANTS[uploaded.kind].sizes.map((size) => ({ size, key: variantOf(uploaded.key, size) }));
    const present = await Promise.all(variants.map(({ key }) => storage.has(key)));
    if (present.every(Boolean)) {
      report.alreadyThere++;
      continue;
    }
    // Read by its key from our own storage only: an address elsewhere that merely looks like ours finds nothing.
    const original = await storage.get(uploaded.key);
    if (!original) {
      report.missing++;
      continue;
    }
    try {
      const made = await variantsOfStored(original, uploaded.kind);
      await Promise.all(made.map(({ size, bytes }) => storage.put(variantOf(uploaded.key, size), bytes, "image/webp")));
      report.made++;
    } catch {
      // One image that fails (the slots full, a file damaged on disk) leaves the others to be made; the next start
      // tries it again.
      report.failed++;
    }
  }
  return report;
}

/** The start's one run: a failure is logged, never stops the server (the pages then show the originals' misses). */
export async function backfillImageVariantsAtStart(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  try {
    const report = await backfillImageVariants(db, storage);
    if (report.made > 0 || report.missing > 0 || report.failed > 0) log.info(report, "image variants made for earlier uploads");
  } catch (error) {
    log.error({ err: error }, "the image variants of earlier uploads could not all be made; the next start tries again");
  }
}
