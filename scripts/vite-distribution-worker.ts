import { createHash } from "node:crypto";
import type { Plugin } from "vite";

// The distribution page's service worker (docs/product.md#distribution-day-without-network, decision 044), written by
// the client build as dist/client/distribution-sw.js. It serves only the pages under /distribution/ (its scope, given
// by src/client/distribution/offline-shell.ts, the one place that registers it): there it keeps the app's shell and the
// code of that page, so that a reload or a browser restart without network opens the page again. The rest of the site
// never runs through it. The list itself is kept by the page, in IndexedDB.

/** The modules whose chunks the page needs beside the app's entry: its frame, itself, the scanner, what its header and toasts load. */
const pageModules = [
  "src/client/app/campaign-page-layout.tsx",
  "src/client/distribution/distribution-page.tsx",
  "src/client/distribution/qr-scanner.tsx",
  "src/client/account/association-switcher.tsx",
  "src/client/components/layout/app-toaster.tsx",
];

export const DISTRIBUTION_WORKER_FILE = "distribution-sw.js";

type Chunk = { fileName: string; imports: string[]; viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/** Every file a chunk needs before it runs: itself, the chunks it imports, their styles and fonts. */
function withImports(chunk: Chunk, byFile: Map<string, Chunk>, files: Set<string>) {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  chunk.viteMetadata?.importedCss.forEach((file) => files.add(file));
  chunk.viteMetadata?.importedAssets.forEach((file) => files.add(file));
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) withImports(next, byFile, files);
  }
}

export function distributionWorker(): Plugin {
  let isSsrBuild = false;
  return {
    name: "distribution-worker",
    apply: "build",
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (isSsrBuild) return;
      const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
      const byFile = new Map<string, Chunk>(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("src/client/index.html"));
      if (!entry) throw new Error("[distribution-worker] the build has no app entry (src/client/index.html)");
      const files = new Set<string>();
      withImports(entry, byFile, files);
      for (const module of pageModules) {
        // The chunk holding the module, whether it is the chunk's own (a lazy import) or merged into a shared one.
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
        // A module renamed or no longer split: the page would open offline without it. Fail the build, not the hall.
        if (!chunk) throw new Error(`[distribution-worker] no chunk for ${module}: update scripts/vite-distribution-worker.ts`);
        withImports(chunk, byFile, files);
      }
      const assets = [...files].sort().map((file) => `/${file}`);
      const version = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);
      this.emitFile({ type: "asset", fileName: DISTRIBUTION_WORKER_FILE, source: workerSource(version, assets) });
    },
  };
}

/**
 * The worker: precaches the page's code under a cache named by its version; the page's address is asked of the server
 * first and answered from the kept shell when the network is gone; the build's hashed files a controlled page asks for
 * come from the cache (kept there on their first load). A new version waits until no distribution page is open
 * (no skipWaiting), then deletes the older caches: a page still running the old code never loses its files.
 */
function workerSource(version: string, assets: string[]): string {
  return `// Written by scripts/vite-distribution-worker.ts (decision 044).
const CACHE = ${JSON.stringify(`distribution-${version}`)};
const ASSETS = ${JSON.stringify(assets)};
const SHELL = new URL("?app-shell", self.registration.scope).href;

async function keepShell(cache, response) {
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  // What the shell itself loads (the boot script, the styles), whatever the build named them.
  const files = [...html.matchAll(/"(\\/assets\\/[^"?#]+)"/g)].map((match) => match[1]);
  await Promise.all(files.map(async (file) => (await cache.match(file)) || cache.add(file).catch(() => undefined)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(ASSETS);
      // Every distribution address gets the same app shell: the page that registered the worker gives it.
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const page = pages.find((client) => client.url.startsWith(self.registration.scope));
      if (page) {
        const response = await fetch(page.url, { credentials: "same-origin" });
        if (response.ok) await keepShell(cache, response);
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("distribution-") && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function page(event) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (response.ok && (response.headers.get("content-type") || "").startsWith("text/html")) {
      event.waitUntil(keepShell(cache, response.clone()));
    }
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && request.url.startsWith(self.registration.scope)) event.respondWith(page(event));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
});
`;
}
