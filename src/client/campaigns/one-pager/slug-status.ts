import { isReservedSlug, MIN_SLUG_LENGTH, RESERVED_SLUG_MESSAGE, SLUG_PATTERN } from "../../../shared/slug";

// docs/product.md#slugs: availability is checked on each change from 3 characters. Answers can come back out of order
// (each keystroke starts a check), so an answer only counts for the slug that is still being checked.

export type SlugStatus =
  | { kind: "idle" } // too short or malformed: the field's own validation message speaks
  | { kind: "checking"; slug: string }
  | { kind: "available"; slug: string }
  /** `suggestion`: the first free address of its kind, when the server offered one (decision 036). */
  | { kind: "taken"; slug: string; suggestion?: string }
  /** A word the shop keeps for itself (shared/slug.ts): known without asking the server. */
  | { kind: "reserved"; slug: string }
  | { kind: "error"; slug: string };

export type SlugEvent =
  | { type: "changed"; slug: string }
  | { type: "answered"; slug: string; available: boolean; reason?: "reserved" | "taken"; suggestion?: string }
  | { type: "failed"; slug: string }
  /** The server refused a save because the slug is taken (409 SLUG_TAKEN) or reserved (400 SLUG_RESERVED). */
  | { type: "rejected"; slug: string; reason?: "reserved" | "taken" };

export const initialSlugStatus: SlugStatus = { kind: "idle" };

export function isCheckableSlug(slug: string): boolean {
  return slug.length >= MIN_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

export function slugStatusReducer(state: SlugStatus, event: SlugEvent): SlugStatus {
  switch (event.type) {
    case "changed": {
      const slug = event.slug.trim();
      if (!isCheckableSlug(slug)) return { kind: "idle" };
      if (isReservedSlug(slug)) return { kind: "reserved", slug };
      // The same slug already known: no need to ask again.
      if (state.kind !== "idle" && state.kind !== "error" && state.slug === slug) return state;
      return { kind: "checking", slug };
    }
    case "answered":
      if (state.kind !== "checking" || state.slug !== event.slug) return state;
      if (event.available) return { kind: "available", slug: event.slug };
      if (event.reason === "reserved") return { kind: "reserved", slug: event.slug };
      return { kind: "taken", slug: event.slug, ...(event.suggestion ? { suggestion: event.suggestion } : {}) };
    case "failed":
      if (state.kind !== "checking" || state.slug !== event.slug) return state;
      return { kind: "error", slug: event.slug };
    case "rejected":
      return { kind: event.reason === "reserved" ? "reserved" : "taken", slug: event.slug };
  }
}

/** The French line shown under the slug field. */
export function slugStatusText(status: SlugStatus): string | null {
  switch (status.kind) {
    case "checking":
      return "Vérification...";
    case "taken":
      return "Ce slug est déjà utilisé";
    case "reserved":
      return RESERVED_SLUG_MESSAGE;
    case "available":
      return "Disponible ✓";
    case "error":
      return "Impossible de vérifier la disponibilité";
    default:
      return null;
  }
}
