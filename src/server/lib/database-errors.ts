// Errors that mean "the database can't be reached right now" (as opposed to a bad query):
// network failures of the pg driver and PostgreSQL's connection-level SQLSTATE classes 08 and 57P0x.
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string") {
      if (networkCodes.has(e.code) || e.code.startsWith("08") || /^57P0[1-3]$/.test(e.code)) return true;
    }
    if (
      typeof e.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(e.message)
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/**
 * A query stopped because it ran too long: PostgreSQL's statement_timeout (57014, query_canceled) or the driver's
 * query_timeout, which gives up on an answer that doesn't come (a database that stopped answering without closing).
 */
export function isQueryTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (e.code === "57014" || (typeof e.message === "string" && /^Query read timeout$/.test(e.message))) return true;
    current = e.cause;
  }
  return false;
}

/** Whether the error is PostgreSQL's `sqlState`, on `constraint` when named, also when wrapped by the ORM. */
function isViolation(error: unknown, sqlState: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === sqlState) {
      if (!constraint) return true;
      return e.constraint === constraint || (typeof e.message === "string" && e.message.includes(constraint));
    }
    current = e.cause;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505), also when wrapped by the ORM. */
export const isUniqueViolation = (error: unknown, constraint?: string) => isViolation(error, "23505", constraint);

/** PostgreSQL's foreign_key_violation (23503): the row referred to is gone (deleted between a check and a write). */
export const isForeignKeyViolation = (error: unknown, constraint?: string) => isViolation(error, "23503", constraint);
