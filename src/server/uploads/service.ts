import { randomUUID } from "node:crypto";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { variantOf } from "../../shared/image-variants";
import type { FileStorage } from "../storage/storage";
import { toWebp, type ImageKind } from "./image";
import { firstAssociationIdOf } from "./queries";

export type UploadedImage = { url: string; width: number; height: number };

/** The association a file is for: the one the client names, or the user's first one when it names none. */
export async function resolveUploadAssociation(db: Db, options: { userId: string; associationId?: string }): Promise<string> {
  const associationId = options.associationId ?? (await firstAssociationIdOf(db, options.userId));
  if (!associationId) throw new AppError("NO_ASSOCIATION");
  return associationId;
}

/**
 * docs/product.md#uploads: buckets campaign-logos and campaign-heroes, files under {associationId}/{random}.{extension}.
 * The name is random (not the client's) and the extension is always webp since we re-encode. The variants go first
 * (decision 043): once the original's URL is answered, every address its srcset names is there.
 */
export async function storeCampaignImage(
  storage: FileStorage,
  options: { kind: ImageKind; associationId: string; bytes: Buffer },
): Promise<UploadedImage> {
  const image = await toWebp(options.bytes, options.kind);
  const key = `${options.kind}/${options.associationId}/${randomUUID()}.webp`;
  await Promise.all(image.variants.map(({ size, bytes }) => storage.put(variantOf(key, size), bytes, image.contentType)));
  const { url } = await storage.put(key, image.bytes, image.contentType);
  return { url, width: image.width, height: image.height };
}
