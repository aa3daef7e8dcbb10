// The no-script floor: the shop's own pages with their scripts taken out, served on another loopback port. Every
// other request (style sheets, images, fonts, /api) goes through to the shop untouched, so that beside the real page
// only the scripts differ, and Lighthouse's score for it is the best the page's HTML and CSS allow on this machine.
import http from "node:http";
import zlib from "node:zlib";

// Data blocks that the browser never runs (the campaign's data, the FAQ's structured data) stay: only the HTML's
// size would change without them.
const DATA_TYPES = new Set(["application/json", "application/ld+json"]);

const typeOf = (attributes) => /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find(Boolean) ?? "";

/**
 * `html` without its scripts: every `<script>` element but the JSON data blocks, and every link that fetches a
 * script ahead (`modulepreload`, `preload` as a script). A script's text cannot hold `</script`, so the first one
 * closes it.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes) =>
      DATA_TYPES.has(typeOf(attributes).trim().toLowerCase()) ? element : "",
    )
    .replace(/<link\b[^>]*>/gi, (link) => {
      const rel = /\brel\s*=\s*["']?([^"'>\s]+)/i.exec(link)?.[1].toLowerCase();
      const as = /\bas\s*=\s*["']?([^"'>\s]+)/i.exec(link)?.[1].toLowerCase();
      return rel === "modulepreload" || (rel === "preload" && as === "script") ? "" : link;
    });
}

/** The stripped page compressed as the shop compresses its pages (src/server/lib/compression.ts). */
function encodeLikeTheShop(body, acceptEncoding = "") {
  if (body.length < 1024) return { body };
  if (/\bbr\b/.test(acceptEncoding)) {
    return {
      encoding: "br",
      body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: "gzip", body: zlib.gzipSync(body) };
  return { body };
}

/**
 * Starts the floor in front of the shop at `shopUrl`, on a free loopback port. Resolves to its `baseUrl` and a
 * `stop()`; `stripped` counts the pages it served without their scripts.
 */
export async function startNoScriptFloor(shopUrl) {
  const shop = new URL(shopUrl);
  const floor = { baseUrl: "", stripped: 0, stop: () => Promise.resolve() };
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: shop.host };
    // A page is read whole to take its scripts out; anything else streams through as the shop sent it.
    const wantsPage = request.method === "GET" && /text\/html/.test(request.headers.accept ?? "");
    if (wantsPage) headers["accept-encoding"] = "identity";
    const upstream = http.request({ host: shop.hostname, port: shop.port, method: request.method, path: request.url, headers });
    upstream.on("response", (answer) => {
      if (!(wantsPage && /^text\/html\b/.test(answer.headers["content-type"] ?? "") && !answer.headers["content-encoding"])) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        const page = encodeLikeTheShop(
          Buffer.from(stripScripts(Buffer.concat(chunks).toString("utf8"))),
          request.headers["accept-encoding"],
        );
        const outHeaders = { ...answer.headers, "content-length": String(page.body.length) };
        delete outHeaders["transfer-encoding"];
        if (page.encoding) outHeaders["content-encoding"] = page.encoding;
        floor.stripped++;
        response.writeHead(answer.statusCode ?? 502, outHeaders);
        response.end(page.body);
      });
    });
    upstream.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`no-script floor: the shop did not answer (${error.message})`);
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  floor.baseUrl = `http://127.0.0.1:${server.address().port}`;
  floor.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return floor;
}
