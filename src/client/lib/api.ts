import type { ApiErrorBody } from "../../shared/errors";

export const FALLBACK_ERROR_MESSAGE = "Une erreur est survenue";

/** Every failed API call becomes this error, carrying the server's code and French message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field?: string;

  constructor(code: string, message: string, status: number, field?: string) {
    super(message || FALLBACK_ERROR_MESSAGE);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && typeof (value as ApiErrorBody).code === "string";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or the dev server may answer with HTML; the caller decides from the status.
    return undefined;
  }
}

/** Builds the ApiError for a non-2xx response, whatever its body looks like. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(body.code, typeof body.message === "string" ? body.message : "", status, body.field);
  }
  const code = status === 404 ? "NOT_FOUND" : status === 401 ? "UNAUTHENTICATED" : "INTERNAL";
  return new ApiError(code, FALLBACK_ERROR_MESSAGE, status);
}

/** JSON over fetch, same-origin cookies. Resolves with the parsed body; rejects with ApiError. */
export async function api<T>(path: string, { method = "GET", body, signal }: ApiRequest = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NETWORK", FALLBACK_ERROR_MESSAGE, 0);
  }
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}
