import type { z } from "zod";
import type { AssociationSummary } from "../../src/shared/account";

// What a client test's stand-in API answers is what the server may send: each fake response body goes through the
// response schema of its route (the one the server's route declares in `response`, from src/shared). A fixture that
// no longer matches the server's contract (a field renamed, a status the server doesn't have) fails its test here,
// instead of the screen being tested against data the server never sends (decision 032).

/** `value` parsed by `schema`: what the server sends (unknown keys dropped, as the server's serializer does). */
export function fixture<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): z.output<Schema> {
  return schema.parse(value);
}

/** An association as /api/me sends it, named, with nothing else filled in but its managers' names. */
export function associationSummary(id: string, name: string, managerNames: string[] = []): AssociationSummary {
  return {
    id,
    name,
    description: null,
    logo_url: null,
    contact_email: null,
    contact_phone: null,
    address: null,
    details_given: true,
    manager_names: managerNames,
  };
}
