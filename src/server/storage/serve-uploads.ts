import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { fileOf, htmlPage } from "../lib/response-docs";
import { LOCAL_URL_PREFIX } from "./local-storage";
import { IMMUTABLE_CACHE } from "./s3-storage";

type ServeUploadsOptions = { dir: string };

/** Serves the local driver's files at /uploads/*. Only registered when there is no S3 bucket. */
export const serveUploads: FastifyPluginAsync<ServeUploadsOptions> = async (app, { dir }) => {
  await mkdir(dir, { recursive: true });
  // @fastify/static declares no response: say what its route answers, so that /api/docs lists it.
  app.addHook("onRoute", (route) => {
    route.schema = {
      ...route.schema,
      response: {
        200: fileOf("image/webp", "A stored image (uploads are re-encoded to WebP), cached for a year"),
        404: htmlPage("No such file: the site's 404 page"),
      },
    };
  });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${LOCAL_URL_PREFIX}/`,
    // pages/routes.ts already decorates reply.sendFile for the client build.
    decorateReply: false,
    index: false,
    list: false,
    schemaHide: false,
    // Temp files of an unfinished write start with a dot (local-storage.ts).
    dotfiles: "ignore",
    etag: true,
    lastModified: true,
    setHeaders(res) {
      // Names are random and never rewritten, so the content behind a URL never changes.
      res.header("cache-control", IMMUTABLE_CACHE);
      // Stored files are re-encoded images, but never let a browser guess another type from the bytes.
      res.header("x-content-type-options", "nosniff");
    },
  });
};
