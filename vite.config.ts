import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, defineConfig, type Plugin, type ViteDevServer } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { distributionWorker } from "./scripts/vite-distribution-worker";
import { earlyClicksBootScript } from "./src/client/lib/early-clicks-boot";

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Which page a boot script serves: when its app may wait (a JavaScript condition), where React takes over, and what
 * it waits for: the first paint (a campaign page, whose amount raised is live), or the visitor's first sign of life
 * (a marketing page, readable and navigable as it is: docs/decisions/023-prerendered-public-pages.md).
 */
type BootPage = {
  deferWhen: string;
  containerId: string;
  startOn: "paint" | "interaction";
  /**
   * A small script loaded after the first paint while the app waits for the visitor (a campaign page's live amount
   * raised, src/client/campaign-live.ts); it may start the app at once through window.__startApp.
   */
  whileWaiting?: string;
};

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
 * the first paint on slow phones, and a button tapped meanwhile is tapped again once React holds the page.
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
    // Ahead of the pictures still on their way: the visitor is waiting for this code, not for them.
    preloads.forEach(function (href) { var l = d.createElement("link"); l.rel = "modulepreload"; l.fetchPriority = "high"; l.href = href; d.head.appendChild(l); });
  }
  function start() {
    if (started) return;
    started = true;
    window.__appStarted = true;
    preload();
    var s = d.createElement("script"); s.type = "module"; s.fetchPriority = "high"; s.src = entry; d.head.appendChild(s);
  }
  // On a rendered page: once the page and its pictures are shown (load event, then one frame), never later than
  // 3 s (a stalled picture), and without waiting for frames that a background tab never draws.
  function afterFirstPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 500);
  }
  window.__startApp = start;
  if (rendered && ${JSON.stringify(page.startOn)} === "interaction") {
    // Scrolling, moving the pointer, touching, typing: the visitor is there; the app loads while they read. A page
    // left alone (a link preview, a crawler, a benchmark) never runs it. Links work without it, as plain links.
    ["pointerdown", "pointermove", "touchstart", "scroll", "wheel", "keydown", "focusin"].forEach(function (type) {
      addEventListener(type, start, { once: true, passive: true, capture: true });
    });
    var whileWaiting = ${JSON.stringify(page.whileWaiting ?? null)};
    if (whileWaiting) {
      var wait = function () {
        requestAnimationFrame(function () {
          setTimeout(function () {
            if (started) return;
            var w = d.createElement("script"); w.type = "module"; w.src = whileWaiting; d.head.appendChild(w);
          }, 0);
        });
      };
      if (d.readyState === "complete") wait(); else addEventListener("load", wait);
    }
  } else if (rendered) {
    if (d.readyState === "complete") afterFirstPaint(); else addEventListener("load", afterFirstPaint);
    setTimeout(start, 3000);
  }
  if (rendered) {
    // A tap before the app holds the page is taken, shown, and done once the app runs (lib/early-clicks-boot.ts).
    ${earlyClicksBootScript(page.containerId)}
  } else {
    preload();
    if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", start); else start();
  }
})();
`;
}

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What the prerendering module (src/client/app/prerender-pages.tsx) gives the build. */
type PublicPage = { path: string; file: string; title: string; description: string };
type Prerenderer = {
  renderPublicPage(path: string): Promise<string>;
  homePage: PublicPage;
  prerenderedPages: PublicPage[];
  signInPages: PublicPage[];
  documentTitle(title: string): string;
};

/** The shell with the page's own title and description (docs/product.md#page-metadata). */
function withPageMeta(shell: string, page: PublicPage, title: string): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
}

/**
 * Renders the public pages to HTML after the client build (src/client/app/prerender-pages.tsx), so that phones
 * see them before any script and search engines read them (docs/decisions/006-prerendered-home.md,
 * docs/decisions/023-prerendered-public-pages.md). The home page goes into dist/client/index.html, which the server also
 * sends, emptied, as the app's shell; every other page of src/shared/public-pages.ts into its own file, which the
 * server sends at its address alone. A page that fails to render is left to the app (a warning; the site works,
 * only slower), and so is the home page: then index.html keeps Vite's plain shell.
 */
function prerenderPublicPages(): Plugin {
  let root = "";
  let outDir = "";
  let isSsrBuild = false;
  return {
    name: "prerender-public-pages",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      // Inside the repository, so that the server bundle finds react & co. in node_modules.
      const tempDir = path.resolve(root, "../../node_modules/.cache/prerender-pages");
      const indexFile = path.join(outDir, "index.html");
      const viteShell = readFileSync(indexFile, "utf8");
      const emptyRoot = '<div id="root"></div>';
      try {
        if (!viteShell.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          plugins: [react()],
          build: {
            ssr: "app/prerender-pages.tsx",
            outDir: tempDir,
            emptyOutDir: true,
            minify: false,
            rollupOptions: { output: { entryFileNames: "prerender-pages.mjs" } },
          },
        });
        const entry = pathToFileURL(path.join(tempDir, "prerender-pages.mjs")).href;
        const { renderPublicPage, homePage, prerenderedPages, signInPages, documentTitle } = (await import(
          `${entry}?t=${Date.now()}`
        )) as Prerenderer;

        const homeHtml = await renderPublicPage(homePage.path);
        const home = installBootScript(outDir, viteShell, {
          deferWhen: 'location.pathname === "/"',
          containerId: "prerendered-home",
          startOn: "interaction",
        })
          .replace("</title>", `</title>\n    <style>html[data-spa-route] #prerendered-home{display:none}</style>`)
          .replace(emptyRoot, () => `<div id="root"><div id="prerendered-home">${homeHtml}</div></div>`);
        writeFileSync(indexFile, home);

        const pageShell = installBootScript(outDir, viteShell, {
          deferWhen: "true",
          containerId: "prerendered-page",
          startOn: "interaction",
        });
        for (const page of [...prerenderedPages, ...signInPages]) {
          try {
            const html = await renderPublicPage(page.path);
            mkdirSync(path.dirname(path.join(outDir, page.file)), { recursive: true });
            const file = withPageMeta(pageShell, page, documentTitle(page.title)).replace(
              emptyRoot,
              () => `<div id="root"><div id="prerendered-page">${html}</div></div>`,
            );
            writeFileSync(path.join(outDir, page.file), file);
          } catch (error) {
            console.warn(`[prerender-public-pages] ${page.path} was not prerendered, the app renders it: ${(error as Error).message}`);
          }
        }
      } catch (error) {
        console.warn(
          `[prerender-public-pages] the pages were not prerendered, index.html keeps the plain shell: ${(error as Error).message}`,
        );
      } finally {
        rmSync(tempDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `npm run dev`: Vite serves index.html, not our server, so the operator's details the legal pages read are put in
 * here, by the server's own module, loaded through Vite (src/server/pages/operator-for-dev-pages.ts).
 */
function operatorInDevPages(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "operator-in-dev-pages",
    apply: "serve",
    configureServer(devServer) {
      server = devServer;
    },
    async transformIndexHtml(html) {
      if (!server) return html;
      const { withOperatorForDev } = (await server.ssrLoadModule(path.resolve("src/server/pages/operator-for-dev-pages.ts"))) as {
        withOperatorForDev: (page: string) => string;
      };
      return withOperatorForDev(html);
    },
  };
}

/**
 * Builds the campaign page's server renderer (src/client/shop/campaign-page/render-campaign.tsx) into
 * dist/server/render-campaign.mjs after the client build: the server renders a donor's first visit with it
 * (docs/decisions/009-campaign-page-rendered-by-the-server.md). Its asset URLs are the client build's.
 */
function campaignRenderer(): Plugin {
  let root = "";
  let outDir = "";
  let isSsrBuild = false;
  let liveScript = "";
  return {
    name: "campaign-renderer",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      const live = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.name === "campaign-live");
      if (live) liveScript = `/${live.fileName}`;
    },
    async closeBundle() {
      if (isSsrBuild) return;
      if (!liveScript) throw new Error("the build has no campaign-live entry");
      // The page comes rendered: the shop loads at the visitor's first move, the live amount raised after the first
      // paint (docs/decisions/024-campaign-page-app-on-first-move.md).
      const pageFile = path.join(outDir, "campaign.html");
      writeFileSync(
        pageFile,
        installBootScript(outDir, readFileSync(pageFile, "utf8"), {
          deferWhen: "true",
          containerId: "root",
          startOn: "interaction",
          whileWaiting: liveScript,
        }),
      );
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        publicDir: false,
        plugins: [react()],
        build: {
          ssr: "shop/campaign-page/render-campaign.tsx",
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
  plugins: [react(), tailwindcss(), prerenderPublicPages(), campaignRenderer(), operatorInDevPages(), distributionWorker()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The app, and the campaign page on its own for donors (campaign-entry.tsx: no router, no data cache).
      // The live amount raised of a campaign page until its shop loads: a script of its own, with no React.
      input: {
        main: path.resolve("src/client/index.html"),
        campaign: path.resolve("src/client/campaign.html"),
        "campaign-live": path.resolve("src/client/campaign-live.ts"),
      },
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
