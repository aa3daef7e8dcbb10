import { errorCatalogue, type ErrorCode } from "../../shared/errors";
import { ApiError, FALLBACK_ERROR_MESSAGE } from "./api";

export type ErrorToast = { title: string; description: string };

// Better Auth's own codes, in case one reaches us unmapped: shown with our French message.
const codeAliases: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS",
  INVALID_PASSWORD: "INVALID_CURRENT_PASSWORD",
};

// docs/product.md#accounts fixes these texts word for word, so the catalogue wins over whatever the server sent.
const fixedMessageCodes = new Set<ErrorCode>([
  "USER_ALREADY_EXISTS",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "INVALID_TOKEN",
  "TOKEN_ALREADY_USED",
  "INVALID_CURRENT_PASSWORD",
]);

export function normalizeCode(code: string): string {
  return codeAliases[code] ?? code;
}

function titleFor(code: string): string {
  if (code === "VALIDATION") return "Erreur de validation";
  if (code === "EMAIL_NOT_VERIFIED") return "Email non vérifié";
  return "Erreur";
}

/** The one rule turning any thrown value into the toast the user reads. */
export function describeError(error: unknown): ErrorToast {
  if (error instanceof ApiError) {
    const code = normalizeCode(error.code);
    const description = fixedMessageCodes.has(code as ErrorCode)
      ? errorCatalogue[code as ErrorCode].message
      : error.message || FALLBACK_ERROR_MESSAGE;
    return { title: titleFor(code), description };
  }
  return { title: "Erreur", description: FALLBACK_ERROR_MESSAGE };
}
