import { z } from "zod";

/** GET /api/health: 200 while the database answers. */
export const healthOkSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });

/** GET /api/health: 503 when the database doesn't answer in time (the French message says so). */
export const healthDownSchema = z.object({ status: z.literal("error"), database: z.literal("unreachable"), message: z.string() });

/** GET /api/health/live: the process is up and answers (whatever the database does). */
export const healthLiveSchema = z.object({ status: z.literal("ok") });

/** GET /api/health/ready: 200 when this process should be sent requests: its database answers, it is not stopping. */
export const healthReadySchema = z.object({ status: z.literal("ok"), database: z.literal("ok"), migrations: z.literal("done") });

/**
 * GET /api/health/ready: 503 while the database doesn't answer in time or the process is stopping (in French); a
 * stopping process doesn't ask its database.
 */
export const healthNotReadySchema = z.object({
  status: z.literal("error"),
  database: z.literal("unreachable").optional(),
  shutting_down: z.boolean(),
  message: z.string(),
});
