import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * A file the browser saves rather than shows. Made from the data at each call and often holding what only the caller
 * may read, it is kept by no cache; `cacheControl` says more where the address itself is a key (the receipts).
 */
export function sendDownload(
  reply: FastifyReply,
  {
    type,
    filename,
    body,
    cacheControl = "no-store",
  }: { type: string; filename: string; body: Buffer | string | Readable; cacheControl?: string },
) {
  return reply
    .type(type)
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", cacheControl)
    .send(body);
}
