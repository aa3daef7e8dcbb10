// Which Vitest files depend on the database: those whose relative imports, followed file to file, reach
// src/server/db, or that name DATABASE_URL (a test that starts a server process picks its database itself).
// CI runs every test on PGlite, then only these again on PostgreSQL (TEST_SCOPE=database):
// a test that never opens a database has nothing to learn from a second engine. Nor has one whose database only
// carries the app it checks something else of (image decoding, S3, HTTP timeouts, rate limits held in memory): such a
// file says so on a line of its own, `// Engine-independent: <why>`, and runs on PGlite only.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;
const ENGINE_INDEPENDENT = /^\/\/ Engine-independent: \S/m;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The file a relative import names, or null (a package, an asset, a file that doesn't exist). */
function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What the graph needs of one file: the files it imports, and whether it names DATABASE_URL. */
function readModule(file) {
  const source = readFileSync(file, "utf8");
  const imports = [];
  for (const match of source.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1]);
    if (target) imports.push(target);
  }
  return { imports, namesDatabaseUrl: source.includes("DATABASE_URL"), engineIndependent: ENGINE_INDEPENDENT.test(source) };
}

/** The relative-import graph from `files`: every file reached, with what readModule found in it. */
function importGraph(files) {
  const graph = new Map();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const module = readModule(file);
    graph.set(file, module);
    queue.push(...module.imports);
  }
  return graph;
}

/** The files of `graph` that reach a file under `databaseDir` (type imports included: cheap to follow, and
 * a test that names the database's types usually opens one). Grown to a fixed point, so cycles are fine. */
function filesReachingDatabase(graph, databaseDir) {
  const reaching = new Set(
    [...graph].filter(([file, module]) => file.startsWith(databaseDir) || module.namesDatabaseUrl).map(([file]) => file),
  );
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, { imports }] of graph) {
      if (!reaching.has(file) && imports.some((target) => reaching.has(target))) {
        reaching.add(file);
        grew = true;
      }
    }
  }
  return reaching;
}

function testFilesUnder(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") files.push(...testFilesUnder(full));
    } else if (/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The Vitest files under `root` (src and scripts) that reach the database, as paths relative to `root`. */
export function databaseTestFiles(root) {
  const databaseDir = path.join(root, "src/server/db") + path.sep;
  const tests = [...testFilesUnder(path.join(root, "src")), ...testFilesUnder(path.join(root, "scripts"))];
  const graph = importGraph(tests);
  const reaching = filesReachingDatabase(graph, databaseDir);
  return tests
    .filter((file) => reaching.has(file) && !graph.get(file).engineIndependent)
    .map((file) => path.relative(root, file))
    .sort();
}
