// The server's bundle (docs/decisions/047-the-server-runs-from-a-bundle.md): `npm run build` ends with
// `node scripts/build-server.mjs`, which bundles the server's TypeScript into plain JavaScript in dist/server, so
// that production runs no TypeScript (and needs neither tsx nor its esbuild at run time). Packages stay in
// node_modules; only our own code goes in. Each entry is a single file at the top of dist/server, so that what a
// module finds beside itself through import.meta.url (the migrations, the render worker, ../../dist/client) is at the
// same place from a bundle as from src/server/*/. `npm start` (scripts/start.mjs) runs the bundle when it is current.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundleDir = path.join(root, "dist/server");
// What the bundle was built from, written last: the bundle is current while none of these changed since.
const inputsFile = path.join(serverBundleDir, "bundle-inputs.json");

/**
 * The programs: `node dist/server/main.js` serves the shop; `admin-grant.js EMAIL`, `backup.js FOLDER` and
 * `restore.js FOLDER` are the operator's commands (npm run admin:grant, backup and restore from the sources).
 */
const programs = {
  main: "src/server/main.ts",
  "admin-grant": "src/server/cli/admin-grant.ts",
  backup: "src/server/cli/backup.ts",
  restore: "src/server/cli/restore.ts",
};
// The renderer starts its threads from the file named render-worker.mjs beside it (lib/renderer.ts): built from the
// thread's body, which the sources' render-worker.mjs reaches through tsx instead.
const renderWorker = { "render-worker": "src/server/lib/render-thread.ts" };
// Read at run time from the folder of the module that reads them (db/client.ts), so copied beside the bundle.
const copied = [{ from: "src/server/db/migrations", to: "migrations" }];

/** Bundles the server into dist/server; resolves with the files it was built from. */
export async function buildServer() {
  const { build } = await import("esbuild");
  const options = {
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    packages: "external",
    sourcemap: true,
    metafile: true,
    outdir: serverBundleDir,
    logLevel: "warning",
  };
  mkdirSync(serverBundleDir, { recursive: true });
  rmSync(inputsFile, { force: true });
  const results = await Promise.all([
    build({ ...options, entryPoints: programs }),
    build({ ...options, entryPoints: renderWorker, outExtension: { ".js": ".mjs" } }),
  ]);
  for (const { from, to } of copied) {
    rmSync(path.join(serverBundleDir, to), { recursive: true, force: true });
    cpSync(path.join(root, from), path.join(serverBundleDir, to), { recursive: true });
  }
  const inputs = [
    ...new Set([...results.flatMap((r) => Object.keys(r.metafile.inputs)), ...copied.map((c) => c.from), "scripts/build-server.mjs"]),
  ];
  writeFileSync(inputsFile, JSON.stringify({ inputs: inputs.sort() }, null, 2) + "\n");
  return inputs;
}

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Whether dist/server holds a bundle of the sources as they are now: built, and none of its inputs changed or went. */
export function serverBundleIsCurrent() {
  if (!existsSync(inputsFile) || !existsSync(path.join(serverBundleDir, "main.js"))) return false;
  const builtAt = statSync(inputsFile).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(inputsFile, "utf8"));
  return inputs.every((input) => {
    const file = path.join(root, input);
    return existsSync(file) && newestMtime(file) <= builtAt;
  });
}

/**
 * How to start the server with this checkout's node: from its bundle when current, else from its TypeScript sources
 * through tsx (npm start, the production rehearsal).
 */
export function serverCommand() {
  const bundled = serverBundleIsCurrent();
  const args = bundled ? ["--enable-source-maps", "dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"];
  return { args, bundled };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  const inputs = await buildServer();
  console.log(`server bundled into dist/server from ${inputs.length} files in ${Date.now() - started} ms`);
}
