import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { FileStorage } from "./file-storage";

// Declared in file-storage.ts for the two drivers: declared here, they and this module would import each other.
export type { FileStorage } from "./file-storage";
export { assertSafeKey } from "./keys";

/** Local disk by default; S3-compatible object storage when S3_BUCKET is set (README.md#modes). */
export function createStorage(storage: Config["storage"]): FileStorage {
  return storage.driver === "s3" ? createS3Storage(storage) : createLocalStorage({ dir: storage.dir });
}
