import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";
import { isSafeKey } from "./keys";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "boutique-local-storage-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("local storage", () => {
  it("writes the bytes under the directory and answers the /uploads URL", async () => {
    const storage = createLocalStorage({ dir });
    const { url } = await storage.put("campaign-logos/asso-1/abc.webp", Buffer.from("RIFF...."), "image/webp");
    expect(url).toBe("/uploads/campaign-logos/asso-1/abc.webp");
    expect(await readFile(path.join(dir, "campaign-logos/asso-1/abc.webp"), "utf8")).toBe("RIFF....");
    // No temp file left behind after the rename.
    expect(await readdir(path.join(dir, "campaign-logos/asso-1"))).toEqual(["abc.webp"]);
  });

  it("replaces a file whole when many writers race on one key", async () => {
    const storage = createLocalStorage({ dir });
    const contents = Array.from({ length: 20 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await Promise.all(contents.map((bytes) => storage.put("race/same.webp", bytes, "image/webp")));
    const final = await readFile(path.join(dir, "race/same.webp"));
    expect(contents.some((bytes) => bytes.equals(final))).toBe(true);
    expect(await readdir(path.join(dir, "race"))).toEqual(["same.webp"]);
  });

  it("deletes, and deleting a missing file is not an error", async () => {
    const storage = createLocalStorage({ dir });
    await storage.put("gone/x.webp", Buffer.from("x"), "image/webp");
    await storage.delete("gone/x.webp");
    expect(await readdir(path.join(dir, "gone"))).toEqual([]);
    await expect(storage.delete("gone/x.webp")).resolves.toBeUndefined();
  });

  it("reads a file back and tells a missing one", async () => {
    const storage = createLocalStorage({ dir });
    await storage.put("kept/a.webp", Buffer.from("RIFF-a"), "image/webp");
    expect(await storage.has("kept/a.webp")).toBe(true);
    expect((await storage.get("kept/a.webp"))?.toString()).toBe("RIFF-a");
    expect(await storage.has("kept/b.webp")).toBe(false);
    expect(await storage.get("kept/b.webp")).toBeNull();
  });

  it("lists every stored key, sorted, without a write still under way", async () => {
    const listed = await mkdtemp(path.join(os.tmpdir(), "boutique-local-list-"));
    try {
      const storage = createLocalStorage({ dir: listed });
      expect(await storage.list()).toEqual([]);
      await storage.put("campaign-logos/asso-2/b.webp", Buffer.from("b"), "image/webp");
      await storage.put("campaign-logos/asso-1/a.webp", Buffer.from("a"), "image/webp");
      await storage.put("campaign-logos/asso-1/a.w40.webp", Buffer.from("a40"), "image/webp");
      await writeFile(path.join(listed, "campaign-logos/asso-1/.a.webp.123.tmp"), "half");
      expect(await storage.list()).toEqual([
        "campaign-logos/asso-1/a.w40.webp",
        "campaign-logos/asso-1/a.webp",
        "campaign-logos/asso-2/b.webp",
      ]);
    } finally {
      await rm(listed, { recursive: true, force: true });
    }
  });

  it("lists nothing when nothing was ever stored (no directory yet)", async () => {
    expect(await createLocalStorage({ dir: path.join(dir, "never-made") }).list()).toEqual([]);
  });

  it("refuses keys that could leave the directory", async () => {
    const storage = createLocalStorage({ dir });
    const bad = ["../evil.webp", "a/../../evil.webp", "a/..", "/etc/passwd", "a//b.webp", "a\\..\\b.webp", ".hidden", "", "a/b/"];
    for (const key of bad) {
      expect(isSafeKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
    }
    expect(await readdir(path.dirname(dir))).not.toContain("evil.webp");
  });
});
