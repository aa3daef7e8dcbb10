import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Comments and docs cite the product's rules by their anchor in docs/product.md, e.g. docs/product.md#publication.
// Two checks keep it so: nothing cites the old specification files kept outside the repository (or their section
// numbers) again, and every anchor of docs/product.md (or README.md) cited names a heading that exists. The section
// map of docs/product.md is the one place that may name the old files: it tells readers of old commits where they went.

const root = path.resolve(import.meta.dirname, "..");
const PRODUCT = "docs/product.md";

// Spelled in parts so that this file does not cite them itself.
const oldDocs = ["SPEC", "ARCHITECTURE"].map((name) => `${name}.md`);
const oldCitation = new RegExp(`${oldDocs.map((name) => name.replace(".", "\\.")).join("|")}|\u00a7`);

type Hit = { file: string; line: number; text: string };

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped, each space a hyphen. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every heading anchor of a Markdown text (fenced code skipped; a repeated heading gets -1, -2... as on GitHub). */
function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The lines of docs/product.md's section map, from its heading to the next level-2 heading (1-based). */
function sectionMapLines(markdown: string): Set<number> {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^##\s+Section map\s*$/.test(line));
  if (start < 0) return new Set();
  const next = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  const end = next < 0 ? lines.length : next;
  return new Set(Array.from({ length: end - start }, (_, offset) => start + offset + 1));
}

/** Lines citing the old specification files or their section numbers; `allowed` lines (the section map) are skipped. */
function oldCitations(file: string, text: string, allowed: Set<number> = new Set()): Hit[] {
  return text
    .split("\n")
    .flatMap((line, index) => (oldCitation.test(line) && !allowed.has(index + 1) ? [{ file, line: index + 1, text: line.trim() }] : []));
}

/**
 * Citations of a Markdown file's anchor: docs/product.md or README.md followed by `#` and the anchor, anywhere; in
 * docs/, also relative links to product.md (`](product.md#x)`, `](../product.md#x)`) and, in docs/product.md, links
 * within the page.
 */
function anchorCitations(file: string, text: string): { target: string; anchor: string; line: number }[] {
  const found: { target: string; anchor: string; line: number }[] = [];
  text.split("\n").forEach((line, index) => {
    const add = (target: string, anchor: string) => found.push({ target, anchor, line: index + 1 });
    for (const m of line.matchAll(/(?<![\w./-])(docs\/product\.md|README\.md)#([\p{L}\p{N}_-]+)/gu)) add(m[1], m[2]);
    if (file.startsWith("docs/")) {
      for (const m of line.matchAll(/\]\((?:\.\.\/)*product\.md#([\p{L}\p{N}_-]+)\)/gu)) add(PRODUCT, m[1]);
    }
    if (file === PRODUCT) {
      for (const m of line.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu)) add(PRODUCT, m[1]);
    }
  });
  return found;
}

/** The text files this project writes (tracked, or new and not ignored) under the folders the checks cover. */
function projectFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  return [...new Set(listed.split("\0"))]
    .filter((file) => /^(src|tests|scripts|bench|docs)\//.test(file) || /^[^/]+\.(ts|md)$/.test(file))
    .filter((file) => existsSync(path.join(root, file)))
    .filter((file) => !readFileSync(path.join(root, file)).includes(0));
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the helpers", () => {
  it("make GitHub's heading anchors", () => {
    expect(headingSlug("Sale states")).toBe("sale-states");
    expect(headingSlug("Cart and checkout")).toBe("cart-and-checkout");
    expect(headingSlug("Boutique Solidaire: the product's rules")).toBe("boutique-solidaire-the-products-rules");
    expect(headingSlug("Bar price (`chocolate_price_eur`)")).toBe("bar-price-chocolate_price_eur");
    expect(headingSlug("Données personnelles")).toBe("données-personnelles");
    expect([...markdownAnchors("# A\n## Notes\n```\n# not a heading\n```\n### Notes\n")]).toEqual(["a", "notes", "notes-1"]);
  });

  it("find old citations outside the allowed lines, and anchor citations", () => {
    const text = `// ${oldDocs[0]} \u00a72: old\n// docs/product.md#routes: new\n// see \u00a79\n`;
    expect(oldCitations("a.ts", text).map((hit) => hit.line)).toEqual([1, 3]);
    expect(oldCitations("a.ts", text, new Set([1]))).toHaveLength(1);
    expect(anchorCitations("a.ts", text)).toEqual([{ target: PRODUCT, anchor: "routes", line: 2 }]);
    expect(anchorCitations("docs/decisions/x.md", "see [it](../product.md#cart)").map((c) => c.anchor)).toEqual(["cart"]);
    const map = sectionMapLines(`# Title\nintro ${oldDocs[0]}\n## Section map\n| \u00a71 |\n## Conventions\n\u00a7 here\n`);
    expect([...map]).toEqual([3, 4]);
  });
});

describe("documentation citations", () => {
  const files = projectFiles();
  const product = read(PRODUCT);

  it("cover the project's files", () => {
    expect(files).toContain(PRODUCT);
    expect(files).toContain("src/shared/catalogue.ts");
  });

  it(`cite docs/product.md, never the old specification files (only the section map of ${PRODUCT} names them)`, () => {
    const allowed = sectionMapLines(product);
    const hits = files.flatMap((file) => oldCitations(file, read(file), file === PRODUCT ? allowed : undefined));
    expect(hits.map((hit) => `${hit.file}:${hit.line}: ${hit.text}`)).toEqual([]);
  });

  it("name anchors that exist as headings of docs/product.md (and README.md)", () => {
    const anchors: Record<string, Set<string>> = { [PRODUCT]: markdownAnchors(product), "README.md": markdownAnchors(read("README.md")) };
    const citations = files.flatMap((file) => anchorCitations(file, read(file)).map((citation) => ({ file, ...citation })));
    expect(citations.length).toBeGreaterThan(100);
    const broken = citations.filter((citation) => !anchors[citation.target].has(citation.anchor));
    expect(broken.map((c) => `${c.file}:${c.line}: ${c.target}#${c.anchor}`)).toEqual([]);
  });
});
