import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./auth";
import { notificationSettingsSchema, profileUpdateSchema } from "./account";
import { campaignCreateSchema, campaignDraftSchema } from "./campaign";
import { checkoutRequestSchema } from "./checkout";
import { bookingRequestSchema } from "./booking";
import { newsletterSubscribeSchema } from "./newsletter";

const schemas: Record<string, ZodType> = {
  signUpSchema,
  signInSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetPasswordRequestSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileUpdateSchema,
  notificationSettingsSchema,
  campaignDraftSchema,
  campaignCreateSchema,
  checkoutRequestSchema,
  bookingRequestSchema,
  newsletterSubscribeSchema,
};

// Words of zod's English defaults: none of them may reach a French-speaking user.
const english = /\b(Invalid|Required|Expected|expected|received|must|characters?)\b/;

/** Objects that look like the schema's input (its own keys) with values of any shape. */
function lookalike(schema: ZodType) {
  const shape = (schema as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }).shape;
  const keys = shape ? Object.keys(shape) : [];
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(""),
    fc.emailAddress(),
    fc.webUrl(),
    fc.array(fc.anything(), { maxLength: 3 }),
  );
  return keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }) : fc.object();
}

describe.each(Object.entries(schemas))("%s", (_name, schema) => {
  it("never throws, and explains every refusal in French", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), lookalike(schema)), (input) => {
        const result = schema.safeParse(input);
        if (result.success) return;
        for (const issue of result.error.issues) {
          expect(issue.message.length).toBeGreaterThan(0);
          expect(issue.message).not.toMatch(english);
        }
      }),
      { numRuns: 300 },
    );
  });
});
