import type { LiveState } from "./live-stream";

// What a screen says while its live figures are not live (decision 046). Written by React (components/live-note.tsx)
// and, on a campaign page before the app runs, by the live script into the server's markup: one text for both.

export const LIVE_INTERRUPTED_TEXT = "Connexion perdue : ces chiffres ne sont plus mis à jour. Nouvelle tentative…";

/**
 * How long a stream may be down before the screen says so: the browser's own reconnection after a server restart
 * takes about 3 s, and a note that flashes for that is noise.
 */
export const LIVE_NOTE_GRACE_MS = 4_000;

/** The note's text for a state that has lasted long enough, or "" when the figures are live (or just starting). */
export const liveNoteText = (state: LiveState): string => (state === "interrupted" ? LIVE_INTERRUPTED_TEXT : "");

/** Calls `show(text)` with the note's text as the state changes, after the grace for an interruption. */
export function delayedLiveNote(show: (text: string) => void): { update(state: LiveState): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    update(state) {
      clearTimeout(timer);
      if (state === "interrupted") timer = setTimeout(() => show(liveNoteText(state)), LIVE_NOTE_GRACE_MS);
      else show("");
    },
    cancel: () => clearTimeout(timer),
  };
}
