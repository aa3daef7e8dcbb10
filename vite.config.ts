import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Which page a boot script serves: when its app may wait for the first paint, and where React takes over. */
type BootPage = { deferWhen: string; containerId: string };

/**
 * Swaps Vite's <script type="module"> and modulepreload tags in a built page for a boot script (below), written
 * beside the other assets under a name that follows its content.
 */
function installBootScript(outDir: string, html: string, page: BootPage): string {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag) throw new Error("the page has no module script");
  const preloadTags = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const boot = bootScript(
    entryTag[1],
    preloadTags.map((tag) => tag[1]),
    page,
  );
  const bootFile = `assets/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 10)}.js`;
  mkdirSync(path.join(outDir, "assets"), { recursive: true });
  writeFileSync(path.join(outDir, bootFile), boot);
  let result = html.replace(entryTag[0], "");
  for (const tag of preloadTags) result = result.replace(tag[0], "");
  return result.replace("</title>", `</title>\n    <script src="/${bootFile}"></script>`);
}

/**
 * The boot script that replaces Vite's <script type="module"> and modulepreload tags when the page comes
 * rendered (the prerendered home on "/", a campaign rendered by the server). There it lets the browser show the
 * page and its pictures first, then fetches the app, which hydrates it: the JavaScript no longer competes with
 * the first paint on slow phones, and a button clicked meanwhile is clicked again once React holds the page.
 * On any other address served index.html, it marks <html> at once (a style then hides the prerendered home) and
 * starts fetching the app right away.
 */
function bootScript(entry: string, preloads: string[], page: BootPage): string {
  return `(function () {
  var d = document, rendered = ${page.deferWhen}, entry = ${JSON.stringify(entry)};
  var preloads = ${JSON.stringify([entry, ...preloads])}, preloaded = false, started = false;
  if (!rendered) d.documentElement.setAttribute("data-spa-route", "");
  function preload() {
    if (preloaded) return;
    preloaded = true;
    preloads.forEach(function (href) { var l = d.createElement("link"); l.rel = "modulepreload"; l.href = href; d.head.appendChild(l); });
  }
  function start() {
    if (started) return;
    started = true;
    preload();
    var s = d.createElement("script"); s.type = "module"; s.src = entry; d.head.appendChild(s);
  }
  // On a rendered page: once the page and its pictures are shown (load event, then one frame), never later than
  // 3 s (a stalled picture), and without waiting for frames that a background tab never draws.
  function afterFirstPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 500);
  }
  if (rendered) {
    if (d.readyState === "complete") afterFirstPaint(); else addEventListener("load", afterFirstPaint);
    setTimeout(start, 3000);
    // A button clicked before the app runs does nothing yet, and a form would be sent the old way (a reload):
    // remember the last such button (the app clicks it again once hydrated, components/layout/early-clicks.ts)
    // and fetch the app at once. From the moment React holds the page (its container key), React replays
    // these events itself.
    var early = (window.__earlyClicks = []);
    var reactHolds = function () {
      var root = d.getElementById(${JSON.stringify(page.containerId)});
      return Boolean(root) && Object.keys(root).some(function (key) { return key.indexOf("__reactContainer") === 0; });
    };
    var remember = function (button) {
      if (button && !reactHolds()) early.splice(0, early.length, button);
    };
    d.addEventListener("click", function (event) {
      if (window.__appHydrated) return;
      remember(event.target && event.target.closest ? event.target.closest("button") : null);
      start();
    }, true);
    d.addEventListener("submit", function (event) {
      if (window.__appHydrated) return;
      event.preventDefault();
      remember(event.submitter || event.target.querySelector("[type=submit]"));
      start();
    }, true);
  } else {
    preload();
    if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", start); else start();
  }
})();
`;
}

/**
 * Writes the home page's HTML (src/client/marketing/prerender-home.tsx) into dist/client/index.html after the
 * client build, so that phones see it before the JavaScript arrives (docs/decisions/006-prerendered-home.md).
 * The server sends that file for every page route; the boot script above tells the two cases apart. If
 * rendering fails, the build still succeeds with a warning and Vite's plain shell: the site works, only slower.
 */
function prerenderHome(): Plugin {
  let root = "";
  let outDir = "";
  let isSsrBuild = false;
  return {
    name: "prerender-home",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      // Inside the repository, so that the server bundle finds react & co. in node_modules.
      const tempDir = path.resolve(root, "../../node_modules/.cache/prerender-home");
      const indexFile = path.join(outDir, "index.html");
      try {
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          plugins: [react()],
          build: {
            ssr: "marketing/prerender-home.tsx",
            outDir: tempDir,
            emptyOutDir: true,
            minify: false,
            rollupOptions: { output: { entryFileNames: "prerender-home.mjs" } },
          },
        });
        const entry = pathToFileURL(path.join(tempDir, "prerender-home.mjs")).href;
        const { renderHomePage } = (await import(`${entry}?t=${Date.now()}`)) as { renderHomePage: () => Promise<string> };
        const homeHtml = await renderHomePage();
        const shell = readFileSync(indexFile, "utf8");
        if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no <div id="root"></div>');
        const html = installBootScript(outDir, shell, { deferWhen: 'location.pathname === "/"', containerId: "prerendered-home" })
          .replace("</title>", `</title>\n    <style>html[data-spa-route] #prerendered-home{display:none}</style>`)
          .replace('<div id="root"></div>', `<div id="root"><div id="prerendered-home">${homeHtml}</div></div>`);
        writeFileSync(indexFile, html);
      } catch (error) {
        console.warn(`[prerender-home] the home page was not prerendered, index.html keeps the plain shell: ${(error as Error).message}`);
      } finally {
        rmSync(tempDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Builds the campaign page's server renderer (src/client/campaigns/public/render-campaign.tsx) into
 * dist/server/render-campaign.mjs after the client build: the server renders a donor's first visit with it
 * (docs/decisions/009-campaign-page-rendered-by-the-server.md). Its asset URLs are the client build's.
 */
function campaignRenderer(): Plugin {
  let root = "";
  let outDir = "";
  let isSsrBuild = false;
  return {
    name: "campaign-renderer",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      // The page comes rendered: its script waits for the first paint, like the home page's.
      const pageFile = path.join(outDir, "campaign.html");
      writeFileSync(pageFile, installBootScript(outDir, readFileSync(pageFile, "utf8"), { deferWhen: "true", containerId: "root" }));
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        publicDir: false,
        plugins: [react()],
        build: {
          ssr: "campaigns/public/render-campaign.tsx",
          // Beside the client build: the server looks for it there (src/server/pages/routes.ts).
          outDir: path.resolve(outDir, "../server"),
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: "render-campaign.mjs" } },
        },
      });
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), prerenderHome(), campaignRenderer()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The app, and the campaign page on its own for donors (campaign-entry.tsx: no router, no data cache).
      input: { main: path.resolve("src/client/index.html"), campaign: path.resolve("src/client/campaign.html") },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/uploads": `http://127.0.0.1:${apiPort}`,
      "/dev/mails": `http://127.0.0.1:${apiPort}`,
      "/pay": `http://127.0.0.1:${apiPort}`,
    },
  },
});
