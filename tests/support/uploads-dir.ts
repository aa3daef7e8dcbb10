import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * A fresh folder for the app's local storage, made at the test file's top level and removed after its last test
 * (after the app, when the app is made after it: Vitest runs the after-all hooks last registered first).
 */
export async function uploadsDirForFile(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  return dir;
}
