import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

/** Where uploaded files go. Keys are `prefix/…/name.ext`, made by the server only (see keys.ts). */
export type FileStorage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<{ url: string }>;
  delete(key: string): Promise<void>;
};

/** Local disk by default; S3-compatible object storage when S3_BUCKET is set (ARCHITECTURE.md "Modes"). */
export function createStorage(storage: Config["storage"]): FileStorage {
  return storage.driver === "s3" ? createS3Storage(storage) : createLocalStorage({ dir: storage.dir });
}
