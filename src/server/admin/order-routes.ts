import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOrdersQuerySchema } from "../../shared/admin";
import { adminOrderDetailSchema, adminOrdersPageSchema } from "../../shared/admin-order-responses";
import { AppError } from "../../shared/errors";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { adminOnly } from "../lib/access";
import { fileOf } from "../lib/response-docs";
import { sendDownload } from "../lib/downloads";
import { ordersCsvHeader, ordersCsvLine } from "./orders-csv";
import { listOrders, orderBatches, readOrder } from "./order-queries";

type OrderRoutesOptions = { auth: Auth; db: Db };

/** 'Commandes' (docs/product.md#orders): the list, its CSV export and an order's page, for administrators. */
export const adminOrderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { auth, db }) => {
  // Checked on the server whatever the client shows (docs/product.md#roles).
  adminOnly(app, { auth, db });

  app.get(
    "/api/admin/orders",
    { schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersPageSchema } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listOrders(db, request.query)),
  );

  app.get(
    "/api/admin/orders.csv",
    {
      schema: {
        querystring: adminOrdersQuerySchema.omit({ cursor: true, limit: true }),
        response: { 200: fileOf("text/csv", "The filtered orders: UTF-8 with BOM, ';' separated, streamed") },
      },
    },
    async (request, reply) => {
      async function* lines() {
        yield ordersCsvHeader();
        for await (const batch of orderBatches(db, { filters: request.query })) {
          yield batch.map((r) => ordersCsvLine(r.sale, r.campaign.association_name)).join("");
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendDownload(reply, { type: "text/csv; charset=utf-8", filename: `commandes-${day}.csv`, body: Readable.from(lines()) });
    },
  );

  app.get(
    "/api/admin/orders/:id",
    { schema: { params: z.object({ id: z.uuid({ error: "Commande introuvable" }) }), response: { 200: adminOrderDetailSchema } } },
    async (request, reply) => {
      const detail = await readOrder(db, request.params.id);
      if (!detail) throw new AppError("ORDER_NOT_FOUND");
      return reply.header("cache-control", "no-store").send(detail);
    },
  );
};
