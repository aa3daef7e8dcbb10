import { STORED_BOXES, type UploadedImageKind } from "../../../shared/image-variants";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from "../../../shared/upload-rules";

// Decision 043: a photo straight from a phone (12 MP, 4 to 8 MB) is shrunk in the browser to about the largest size
// the server stores, before it is sent: on a weak connection 6 MB take two minutes to go up, 1 MB a few seconds. The
// server shrinks it again in any case; this only saves the person's data and time.

/** Below this, a photo already inside the stored box is sent as it is: shrinking would save little and cost a re-encode. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.88;

export type ShrinkPlan = { shrink: false } | { shrink: true; width: number; height: number };

/**
 * Whether a decoded picture (its size after the EXIF orientation) is drawn again smaller before the upload, and to
 * what size: inside the kind's stored box, never enlarged. A heavy file already inside the box is re-encoded at its
 * own size (a 2400x1600 photo saved at 8 MB).
 */
export function shrinkPlan(picture: { width: number; height: number; bytes: number }, kind: UploadedImageKind): ShrinkPlan {
  const box = STORED_BOXES[kind];
  const scale = Math.min(1, box.width / picture.width, box.height / picture.height);
  if (scale === 1 && picture.bytes <= SMALL_ENOUGH_BYTES) return { shrink: false };
  return { shrink: true, width: Math.max(1, Math.round(picture.width * scale)), height: Math.max(1, Math.round(picture.height * scale)) };
}

/** A file the browser cannot read (HEIC outside Safari) nor send (over the limit): said before anything is sent. */
export class PhotoRefused extends Error {}

const looksLikeHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * The file to send for `kind`: the chosen one, or a JPEG (or WebP where the picture may be transparent) drawn from
 * it at the planned size, upright as the EXIF says. Throws PhotoRefused with what to do when it can't be sent.
 */
export async function photoForUpload(file: File, kind: UploadedImageKind): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // Not decodable here: the server decides for the formats it reads; a HEIC photo it can't read either.
    if (looksLikeHeic(file)) {
      throw new PhotoRefused(
        "Ce navigateur ne lit pas les photos HEIC : enregistrez la photo en JPEG (sur iPhone : Réglages > Appareil photo > Formats > Le plus compatible), puis choisissez-la de nouveau.",
      );
    }
    return sendable(file);
  }
  try {
    const plan = shrinkPlan({ width: bitmap.width, height: bitmap.height, bytes: file.size }, kind);
    if (!plan.shrink) return file;
    const canvas = document.createElement("canvas");
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext("2d");
    if (!context) return sendable(file);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
    // A JPEG has no transparency: a PNG or WebP logo keeps its own in WebP (Safari answers PNG, kept as well).
    const type = file.type === "image/jpeg" || looksLikeHeic(file) ? "image/jpeg" : "image/webp";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return sendable(file);
    const extension = blob.type.split("/")[1] ?? "jpeg";
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}.${extension}`, { type: blob.type });
  } finally {
    bitmap.close();
  }
}

function sendable(file: File): File {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new PhotoRefused(
      `Ce fichier dépasse ${MAX_UPLOAD_MEGABYTES} Mo et ce navigateur ne peut pas le réduire : choisissez une photo plus petite, ou réduisez-la avant de l'envoyer.`,
    );
  }
  return file;
}
