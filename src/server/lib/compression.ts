import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Dynamic answers (pages, JSON, CSV) are compressed on the fly at a cheap Brotli level; static files come
 * precompressed from the build (scripts/precompress.mjs). Event streams are never compressed (they're hijacked).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
