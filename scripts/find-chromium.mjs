#!/usr/bin/env node
// Finds the system Chromium that Playwright drives (we never download Playwright's own browsers).
// Order: $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser. When none exists and we are root
// on a machine with apt-get, installs Debian's `chromium` package; otherwise fails loudly: browser tests
// are never skipped in silence.
//
// Usage: `node scripts/find-chromium.mjs` prints the path (exit 0) or explains what is missing (exit 1).
//        `import { findChromium } from "./find-chromium.mjs"` returns the path or throws.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

// Without these flags Chromium waits on network services this offline machine does not have. Playwright's journeys
// (playwright.config.ts) and the rehearsal's walk (rehearsal/walk-shop.mjs) launch it with them.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export class ChromiumNotFoundError extends Error {
  name = "ChromiumNotFoundError";
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function locate() {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new ChromiumNotFoundError(
      `CHROMIUM_PATH is set to "${fromEnv}" but that file does not exist or is not executable.\n` +
        "Unset CHROMIUM_PATH to use Debian's /usr/bin/chromium, or point it at a Chromium binary.",
    );
  }
  return CANDIDATES.find(isExecutable);
}

function hasAptGet() {
  return spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

function run(cmd, args) {
  console.error(`[find-chromium] $ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return r.status === 0;
}

/** Returns the Chromium executable path, installing Debian's package when possible. Throws otherwise. */
export function findChromium({ install = true } = {}) {
  const found = locate();
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (install && isRoot && hasAptGet()) {
    console.error("[find-chromium] Chromium not found; installing Debian's chromium package with apt-get.");
    const ok = run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"]);
    const after = locate();
    if (ok && after) return after;
    throw new ChromiumNotFoundError(
      "Chromium is still missing after `apt-get update && apt-get install -y chromium` (see the apt output above).",
    );
  }

  throw new ChromiumNotFoundError(
    [
      "Chromium is missing: the browser tests need Debian's Chromium and do not download browsers.",
      `Looked at: ${CANDIDATES.join(", ")} (and $CHROMIUM_PATH, unset).`,
      "Install it as root with:  apt-get update && apt-get install -y chromium",
      "or set CHROMIUM_PATH=/path/to/chromium.",
      !isRoot ? "(Not installing it myself: not running as root.)" : "(Not installing it myself: apt-get is not available.)",
    ].join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(findChromium());
  } catch (err) {
    console.error(`[find-chromium] ${err.message}`);
    process.exit(1);
  }
}
