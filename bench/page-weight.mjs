// The JavaScript and CSS a page loads, gzipped (level 9, as the build's .gz twins): what a phone downloads
// from a server or CDN that speaks gzip only. Brotli, which the shop also serves, is smaller still.
import { gzipSync } from "node:zlib";

/** Sums the gzipped size of each distinct script and style sheet in `resources` ({ url, type }). */
export async function pageWeight(resources) {
  const totals = { js: 0, css: 0, files: 0 };
  for (const { url, type } of new Map(resources.map((r) => [r.url, r])).values()) {
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const bytes = Buffer.from(await response.arrayBuffer());
    totals[type] += gzipSync(bytes, { level: 9 }).length;
    totals.files++;
  }
  return totals;
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
