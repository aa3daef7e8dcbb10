import { z } from "zod";

/** GET /api/health: 200 while the database answers. */
export const healthOkSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });

/** GET /api/health: 503 when the database doesn't answer in time (the French message says so). */
export const healthDownSchema = z.object({ status: z.literal("error"), database: z.literal("unreachable"), message: z.string() });
