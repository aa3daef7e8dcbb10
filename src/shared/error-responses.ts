import { z } from "zod";
import type { ApiErrorBody } from "./errors";

/**
 * Every refusal and failure of the API, whichever route: the code, the French message the user reads and, for a
 * validation error, the field at fault. The error handler (src/server/lib/error-handler.ts) writes it and
 * declares it on every route; the client reads the same shape (ApiErrorBody) in lib/api.ts.
 */
export const apiErrorSchema = z.object({ code: z.string(), message: z.string(), field: z.string().optional() }).meta({
  id: "ApiError",
  description: "The error's code, its French message for the user, and the field at fault",
}) satisfies z.ZodType<ApiErrorBody>;
export type ApiErrorResponse = z.infer<typeof apiErrorSchema>;
