import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_VARIANTS, uploadedImageKey, variantOf } from "../../shared/image-variants";
import { assertSafeKey, type FileStorage } from "../storage/storage";
import { campaignImageUrls } from "../uploads/queries";
import type { DatabaseSession } from "./database-session";

export type StoredFile = { key: string; size: number; sha256: string };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Where a stored file goes in the backup folder: its key is made of plain segments only (storage/keys.ts). */
export function backupPathOf(folder: string, key: string): string {
  assertSafeKey(key);
  return path.join(folder, "files", ...key.split("/"));
}

/**
 * Every storage key the database names, as the snapshot of `session` sees it: each uploaded image a campaign or an
 * association shows or may publish, and its variants (decision 043). Other sites' addresses are not ours to keep.
 */
export async function referencedKeys(session: DatabaseSession): Promise<string[]> {
  const logos = await session.rows<{ url: string }>(`select logo_url as url from associations where logo_url is not null`);
  const keys = new Set<string>();
  for (const url of [...(await campaignImageUrls(session.db)), ...logos.map((row) => row.url)]) {
    const uploaded = uploadedImageKey(url);
    if (!uploaded) continue;
    keys.add(uploaded.key);
    for (const size of IMAGE_VARIANTS[uploaded.kind].sizes) keys.add(variantOf(uploaded.key, size));
  }
  return [...keys].sort();
}

/** Each file the storage holds now, read one at a time (an image is a few MB at most). */
async function* readStoredFiles(storage: FileStorage): AsyncGenerator<{ file: StoredFile; bytes: Buffer }> {
  for (const key of await storage.list()) {
    const bytes = await storage.get(key);
    // Deleted between the listing and now: the shop never deletes a file the database still names.
    if (bytes) yield { file: { key, size: bytes.length, sha256: sha256(bytes) }, bytes };
  }
}

/** Copies every file the storage holds into `folder`/files. */
export async function copyStoredFiles(storage: FileStorage, folder: string): Promise<StoredFile[]> {
  const copied: StoredFile[] = [];
  for await (const { file, bytes } of readStoredFiles(storage)) {
    const target = backupPathOf(folder, file.key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    copied.push(file);
  }
  return copied;
}

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

/** Puts the backup's files into the storage, each checked against the manifest's hash first. */
export async function putBackupFiles(storage: FileStorage, folder: string, files: StoredFile[]): Promise<void> {
  for (const file of files) {
    const bytes = await readFile(backupPathOf(folder, file.key));
    if (sha256(bytes) !== file.sha256)
      throw new Error(`the backup's copy of ${file.key} is damaged: its sha256 differs from the manifest's`);
    const extension = file.key.split(".").at(-1) ?? "";
    await storage.put(file.key, bytes, contentTypes[extension] ?? "application/octet-stream");
  }
}

/** Every file the storage holds, with its size and hash: what a restore compares with the manifest. */
export async function describeStoredFiles(storage: FileStorage): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const { file } of readStoredFiles(storage)) files.push(file);
  return files;
}
