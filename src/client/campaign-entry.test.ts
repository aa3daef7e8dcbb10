import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The donor's campaign page loads campaign-entry.tsx and what it imports, on a phone, before anything else: zod
// (and the schemas built with it) must not be among them. The checkout and donation forms bring it when the
// buyer opens them, through import(), which this walk does not follow. The shared rules files (*-rules.ts) are
// what the page may import instead, so they are held to the same rule.

const root = path.resolve(import.meta.dirname, "../..");
const campaignEntry = "src/client/campaign-entry.tsx";
const rulesFiles = readdirSync(path.join(root, "src/shared"))
  .filter((name) => name.endsWith("-rules.ts"))
  .map((name) => `src/shared/${name}`);

/** A package that is zod or is built on it (zod/locales, @hookform/resolvers/zod, fastify-type-provider-zod). */
const isZodPackage = (specifier: string) => /(^|[/-])zod($|\/)/.test(specifier);

/** The modules a file loads when it runs: static imports and re-exports, `import type` and `import()` aside. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // a stylesheet, an image: nothing that can import zod
}

/** Each chain of static imports from `entry` that ends in a zod package, as 'a.tsx -> b.ts -> zod'. */
function zodImportChains(entry: string): { chains: string[]; visited: string[] } {
  const chains: string[] = [];
  const cameFrom = new Map<string, string | null>([[path.join(root, entry), null]]);
  const queue = [path.join(root, entry)];
  const chainTo = (file: string): string[] => {
    const previous = cameFrom.get(file);
    return [...(previous ? chainTo(previous) : []), path.relative(root, file)];
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      if (isZodPackage(specifier)) {
        chains.push([...chainTo(file), specifier].join(" -> "));
      } else if (specifier.startsWith(".")) {
        const target = resolveRelative(file, specifier);
        if (target && !cameFrom.has(target)) {
          cameFrom.set(target, file);
          queue.push(target);
        }
      }
    }
  }
  return { chains, visited: [...cameFrom.keys()].map((file) => path.relative(root, file)) };
}

describe("zod stays off the donor's campaign page", () => {
  it("walks the page's whole static import graph", () => {
    const { visited } = zodImportChains(campaignEntry);
    expect(visited).toEqual(expect.arrayContaining(["src/client/shop/campaign-page/campaign-app.tsx", "src/shared/checkout-rules.ts"]));
  });

  it.each([campaignEntry, ...rulesFiles])("%s loads no zod, directly or through another module", (entry) => {
    expect(zodImportChains(entry).chains).toEqual([]);
  });

  it("sees zod and the packages built on it, and leaves the forms loaded by import() to their chunks", () => {
    expect(["zod", "zod/locales", "@hookform/resolvers/zod", "fastify-type-provider-zod", "zodiac"].map(isZodPackage)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(zodImportChains("src/shared/checkout.ts").chains).toContain("src/shared/checkout.ts -> zod");
    const { visited } = zodImportChains(campaignEntry);
    expect(visited).not.toContain("src/client/shop/checkout/checkout-form.tsx");
    expect(zodImportChains("src/client/shop/checkout/checkout-form.tsx").chains).not.toEqual([]);
  });
});
