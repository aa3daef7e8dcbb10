import type { z } from "zod";

// What a client test's stand-in API answers is what the server may send: each fake response body goes through the
// response schema of its route (the one the server's route declares in `response`, from src/shared). A fixture that
// no longer matches the server's contract (a field renamed, a status the server doesn't have) fails its test here,
// instead of the screen being tested against data the server never sends (decision 032).

/** `value` parsed by `schema`: what the server sends (unknown keys dropped, as the server's serializer does). */
export function fixture<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): z.output<Schema> {
  return schema.parse(value);
}
