// After `vite build`: writes Brotli and gzip twins of the static files, which @fastify/static serves
// (preCompressed) to browsers that accept them, so no request pays for compression at run time.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist/client";
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (compressible.test(entry)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
  before += bytes.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB with Brotli`);
