import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-tests.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "database-tests-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, source: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), source);
}

describe("databaseTestFiles", () => {
  it("keeps the tests that reach src/server/db through any chain of imports, cycles included", () => {
    write("src/server/db/index.ts", "export const db = 1;\n");
    write("src/server/harness/app.ts", 'import { db } from "../db";\nimport { b } from "./b";\nexport const app = db + b;\n');
    write("src/server/harness/b.ts", 'import { app } from "./app";\nexport const b = 2;\nexport const again = () => app;\n');
    write("src/server/orders/orders.test.ts", 'import { again } from "../harness/b";\nagain();\n');
    write("src/server/orders/lazy.test.ts", 'const load = () => import("../db/index");\nload();\n');
    write("src/shared/rules.ts", 'import { z } from "zod";\nexport const rule = z;\n');
    write("src/shared/rules.test.ts", 'import { rule } from "./rules";\nrule;\n');
    write("src/server/resilience/process.ts", "export const url = () => process.env.DATABASE_URL;\n");
    write("src/server/resilience/restart.test.ts", 'import { url } from "./process";\nurl();\n');
    write("scripts/tool.test.ts", 'import "node:fs";\n');
    write(
      "src/server/orders/images.test.ts",
      '// Engine-independent: decodes images only\nimport { again } from "../harness/b";\nagain();\n',
    );

    expect(databaseTestFiles(root)).toEqual([
      "src/server/orders/lazy.test.ts",
      "src/server/orders/orders.test.ts",
      "src/server/resilience/restart.test.ts",
    ]);
  });

  it("finds the API tests of this repository and leaves out pure unit tests", () => {
    const repo = path.resolve(import.meta.dirname, "..");
    const files = databaseTestFiles(repo);
    expect(files).toContain("src/server/access-matrix.test.ts");
    expect(files).not.toContain("src/shared/campaign.test.ts");
    expect(files).not.toContain("src/server/uploads/image.test.ts");
    expect(files).not.toContain("src/server/uploads/decode-limit.test.ts");
  });
});
