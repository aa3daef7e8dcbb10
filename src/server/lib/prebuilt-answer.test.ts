import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCompression } from "./compression";
import { prebuildAnswer, prebuiltRoute, sendPrebuilt } from "./prebuilt-answer";

const text = JSON.stringify({ campaign: { message: "Financez nos kimonos pour la saison prochaine, merci ! ".repeat(40) } });
const answer = prebuildAnswer(text, "application/json; charset=utf-8");
const app = Fastify();

beforeAll(async () => {
  // As in the shop: @fastify/compress is registered, and the route turns it off.
  await registerCompression(app);
  app.get("/answer", prebuiltRoute, (request, reply) => {
    sendPrebuilt(request, reply, answer, { cacheControl: "no-cache" });
  });
  app.get("/missing", prebuiltRoute, (request, reply) => {
    sendPrebuilt(request, reply, answer, { status: 404, cacheControl: "no-cache" });
  });
});
afterAll(() => app.close());

const get = (headers: Record<string, string>, url = "/answer") => app.inject({ method: "GET", url, headers });

describe("a prebuilt answer", () => {
  it("goes in the encoding the client takes, once compressed, each with its own strong ETag", async () => {
    const cases: [string, string | undefined, (bytes: Buffer) => Buffer][] = [
      ["gzip, deflate, br, zstd", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
      ["br;q=0, gzip;q=0.5", "gzip", zlib.gunzipSync],
      ["*", "br", zlib.brotliDecompressSync],
      ["deflate", undefined, (bytes) => bytes],
      ["identity", undefined, (bytes) => bytes],
    ];
    const etags = new Set<string>();
    for (const [accept, encoding, decode] of cases) {
      const response = await get({ "accept-encoding": accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(decode(response.rawPayload).toString()).toBe(text);
      etags.add(response.headers.etag as string);
    }
    expect(etags.size).toBe(3);
    expect((await get({})).rawPayload.toString()).toBe(text);
  });

  it("answers 304 with no body to the ETag the client holds, in a list or weak", async () => {
    const held = (await get({ "accept-encoding": "br" })).headers.etag as string;
    for (const ifNoneMatch of [held, `"autre", ${held}`, `W/${held}`, "*"]) {
      const response = await get({ "accept-encoding": "br", "if-none-match": ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(held);
      expect(response.headers.vary).toBe("accept-encoding");
    }
    const changed = await get({ "accept-encoding": "br", "if-none-match": '"une-autre-version"' });
    expect(changed.statusCode).toBe(200);
  });

  it("keeps its status otherwise, without an ETag nor a 304", async () => {
    const response = await get({ "accept-encoding": "gzip", "if-none-match": "*" }, "/missing");
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(text);
  });

  it("stays as it is when compressing would not make it smaller", () => {
    const tiny = prebuildAnswer("{}", "application/json");
    expect([tiny.br, tiny.gzip]).toEqual([null, null]);
  });
});
