import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** One encoding of an answer: its bytes and their strong validator. */
type Representation = { body: Buffer; etag: string; encoding: "br" | "gzip" | null };

/**
 * An answer made once and sent as it is (decision 025): the bytes, gzip and Brotli copies where they are smaller,
 * each with a strong ETag that is the hash of its own bytes (two encodings are two representations: RFC 9110 section 8.8.3).
 */
export type PrebuiltAnswer = {
  contentType: string;
  identity: Representation;
  gzip: Representation | null;
  br: Representation | null;
};

const etagOf = (bytes: Buffer) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/**
 * Built once per version of what it says, so it compresses harder than on the fly (Brotli 4): Brotli quality 6 and gzip 9
 * (quality 11 made the campaign page 9 % smaller for ten times the time, spent again at every payment). An image is
 * not `compressible`: it keeps its bytes and ETag only.
 */
export function prebuildAnswer(text: string | Buffer, contentType: string, options: { compressible?: boolean } = {}): PrebuiltAnswer {
  const body = typeof text === "string" ? Buffer.from(text) : text;
  // Bytes compressed already (a PNG): the identity form only, with its ETag.
  if (options.compressible === false) return { contentType, identity: { body, etag: etagOf(body), encoding: null }, gzip: null, br: null };
  const encoded = (encoding: "br" | "gzip", bytes: Buffer): Representation | null =>
    bytes.length < body.length ? { body: bytes, etag: etagOf(bytes), encoding } : null;
  return {
    contentType,
    identity: { body, etag: etagOf(body), encoding: null },
    gzip: encoded("gzip", zlib.gzipSync(body, { level: 9 })),
    br: encoded(
      "br",
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ),
  };
}

/** Whether the Accept-Encoding header accepts this coding (named or by `*`, with a q-value above 0). */
function accepts(header: string, coding: string): boolean {
  let wildcard = false;
  for (const part of header.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const acceptable = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return acceptable;
    if (name === "*") wildcard = acceptable;
  }
  return wildcard;
}

/** Brotli when the client takes it (smallest), else gzip, else the bytes as they are. */
function chooseRepresentation(answer: PrebuiltAnswer, acceptEncoding: string | undefined): Representation {
  if (acceptEncoding) {
    if (answer.br && accepts(acceptEncoding, "br")) return answer.br;
    if (answer.gzip && accepts(acceptEncoding, "gzip")) return answer.gzip;
  }
  return answer.identity;
}

/** The representation whose ETag the client holds (If-None-Match: a list, `*`, or weak forms, RFC 9110 section 13.1.2). */
function matching(answer: PrebuiltAnswer, ifNoneMatch: string, chosen: Representation): Representation | null {
  if (ifNoneMatch.trim() === "*") return chosen;
  const held = new Set(ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, "")));
  for (const representation of [chosen, answer.br, answer.gzip, answer.identity]) {
    if (representation && held.has(representation.etag)) return representation;
  }
  return null;
}

/**
 * The options of a route whose answers are prebuilt: @fastify/compress stays out of it (the bytes are compressed
 * already; its hooks would run for nothing), and a request answered without fault writes no access log (decision 025:
 * warnings and errors still do).
 */
export const prebuiltRoute = { compress: false, decompress: false, logLevel: "warn" } as const;

/**
 * Sends a prebuilt answer: the encoding the client accepts, `Vary: Accept-Encoding`, its ETag, and 304 with no
 * body when the client already holds those bytes. Routes that send these turn @fastify/compress off (`compress:
 * false`): the bytes are compressed already.
 */
export function sendPrebuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrebuiltAnswer,
  /** `vary`: what else the answer depends on, beside Accept-Encoding. */
  options: { status?: number; cacheControl: string; vary?: string },
): FastifyReply {
  const status = options.status ?? 200;
  let representation = chooseRepresentation(answer, request.headers["accept-encoding"]);
  const ifNoneMatch = request.headers["if-none-match"];
  const held = status === 200 && ifNoneMatch ? matching(answer, ifNoneMatch, representation) : null;
  if (held) representation = held;
  reply.header("vary", options.vary ? `accept-encoding, ${options.vary}` : "accept-encoding").header("cache-control", options.cacheControl);
  // A validator for the answer itself, not for an error page sent in its place.
  if (status === 200) reply.header("etag", representation.etag);
  if (held) return reply.status(304).send();
  reply.status(status).header("content-type", answer.contentType);
  if (representation.encoding) reply.header("content-encoding", representation.encoding);
  return reply.send(representation.body);
}
