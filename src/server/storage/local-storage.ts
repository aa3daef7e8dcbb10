import { randomBytes } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./file-storage";
import { assertSafeKey, isSafeKey } from "./keys";

export const LOCAL_URL_PREFIX = "/uploads";

/** Files under `dir`, served at `/uploads/<key>` by serve-uploads.ts. */
export function createLocalStorage({ dir }: { dir: string }): FileStorage {
  const root = path.resolve(dir);

  const pathOf = (key: string) => {
    assertSafeKey(key);
    const target = path.resolve(root, key);
    // Belt and braces after assertSafeKey: the resolved path must stay inside the root.
    if (!target.startsWith(root + path.sep)) throw new Error(`storage key escapes the upload directory: ${key}`);
    return target;
  };

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Temp file in the same directory (same file system, so rename is atomic); the leading dot keeps it out
      // of the static server, which never serves dotfiles. Readers see the whole file or none.
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { url: `${LOCAL_URL_PREFIX}/${key}` };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async has(key) {
      return access(pathOf(key)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
    },
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return (
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
          // A put's temp file (a dot name) is not a stored file yet; nor is anything a key could not name.
          .filter(isSafeKey)
          .sort()
      );
    },
  };
}
