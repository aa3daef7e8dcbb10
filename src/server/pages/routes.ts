import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../shared/errors";
import { isPageRoute } from "../../shared/routes";

type PagesOptions = { clientDir: string };

const missingBuildPage = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Boutique Solidaire</title>
<p>L'application n'est pas construite : lancez <code>npm run build</code> (ou <code>npm start</code>).</p></html>`;

/** Serves the built client: hashed assets with a long cache, the app shell for every page route. */
export const pageRoutes: FastifyPluginAsync<PagesOptions> = async (app, { clientDir }) => {
  const indexFile = path.join(clientDir, "index.html");
  const built = existsSync(indexFile);
  const shell = built ? readFileSync(indexFile, "utf8") : missingBuildPage;

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const sendShell = (status: number) => (_req: unknown, reply: import("fastify").FastifyReply) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(shell);

  app.get("/", sendShell(200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/");
    if (!wantsPage) return reply.status(404).send(new AppError("NOT_FOUND").toBody());
    // Unknown routes still get the app, which renders the 404 page, but with the right status.
    return sendShell(isPageRoute(pathname) ? 200 : 404)(request, reply);
  });
};
