import type { z } from "zod";
import { ApiError } from "../lib/api";

// Where a pasted list's problems go: a line of the preview ('sellers.3.first_name'), the parents' agreement, or the
// list as a whole (empty, too long). The same for what the shared schema finds and for the server's VALIDATION answer.

export type PasteErrors = { list?: string; consent?: string; lines: Record<number, string> };

export const noPasteErrors: PasteErrors = { lines: {} };

function place(errors: PasteErrors, path: readonly PropertyKey[], message: string): PasteErrors {
  const [head, index] = path;
  if (head === "parental_consent") return errors.consent ? errors : { ...errors, consent: message };
  if (head === "sellers" && typeof index === "number") {
    return index in errors.lines ? errors : { ...errors, lines: { ...errors.lines, [index]: message } };
  }
  return errors.list ? errors : { ...errors, list: message };
}

export function pasteErrorsFromSchema(problems: readonly z.core.$ZodIssue[]): PasteErrors {
  return problems.reduce((errors, problem) => place(errors, problem.path, problem.message), noPasteErrors);
}

/** The server's refusal, placed like the schema's; null when it names no field (the toast says it). */
export function pasteErrorsFromServer(error: unknown): PasteErrors | null {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION" || !error.field) return null;
  const path = error.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return place(noPasteErrors, path, error.message);
}

/** The first message, in the order the form reads: the list, its lines, then the agreement. */
export function firstPasteError(errors: PasteErrors): string | undefined {
  const firstLine = Object.keys(errors.lines)
    .map(Number)
    .sort((a, b) => a - b)[0];
  return errors.list ?? (firstLine === undefined ? undefined : errors.lines[firstLine]) ?? errors.consent;
}
