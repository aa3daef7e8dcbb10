// After `npm ci --omit=dev` in the image (Dockerfile): npm still installs a dev tool that a production package names
// as an optional peer (better-auth names vitest and drizzle-kit, which pull in vite, esbuild, tsx and their native
// binaries; npm/cli#7772). This keeps only what the app's dependencies reach through the lock file (dependencies,
// optional dependencies, required peers) and removes the rest, so that the image holds no compiler, bundler or test
// runner. Run from the app's folder, after npm ci.
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8"));

/** Where Node finds `name` from the package at `from` (a lock location): its own node_modules, then its parents'. */
function resolve(from, name) {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const location = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (location in packages) return location;
    if (!dir) return null;
  }
}

/** The packages a package needs or may load: what npm installs for it, less the peers it marks optional. */
function edges(entry) {
  const optionalPeers = Object.keys(entry.peerDependenciesMeta ?? {}).filter((name) => entry.peerDependenciesMeta[name].optional);
  const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name));
  return [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...peers];
}

const reached = new Set();
const queue = [""];
while (queue.length > 0) {
  const location = queue.pop();
  for (const name of edges(packages[location])) {
    const target = resolve(location, name);
    if (target && !reached.has(target)) {
      reached.add(target);
      queue.push(target);
    }
  }
}
const dropped = Object.keys(packages).filter((location) => location && !reached.has(location) && existsSync(location));
for (const location of dropped) rmSync(location, { recursive: true, force: true });

// Removed packages leave empty scope folders and dangling command links behind.
for (const scope of readdirSync("node_modules").filter((name) => name.startsWith("@"))) {
  if (readdirSync(path.join("node_modules", scope)).length === 0) rmSync(path.join("node_modules", scope), { recursive: true });
}
const bin = "node_modules/.bin";
for (const link of existsSync(bin) ? readdirSync(bin) : []) {
  const file = path.join(bin, link);
  if (lstatSync(file).isSymbolicLink() && !existsSync(file)) rmSync(file);
}
console.log(`kept ${reached.size} packages that the app's dependencies reach, removed ${dropped.length} others`);
