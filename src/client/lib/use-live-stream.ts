import { useEffect, useRef, useState } from "react";
import { delayedLiveNote } from "./live-state-text";
import { followLiveStream } from "./live-stream";

type Handlers = Record<string, (data: string) => void>;

/**
 * Follows a Server-Sent Events stream while `url` is set (lib/live-stream.ts: reconnects with a growing wait, at once
 * back online, and calls `onResumed` to catch up). Returns the note a screen shows while its figures are not live
 * ("" while they are, and during the first seconds of a break).
 */
export function useLiveStream(url: string | null, handlers: Handlers, onResumed?: () => void): string {
  const latest = useRef({ handlers, onResumed });
  useEffect(() => {
    latest.current = { handlers, onResumed };
  });
  const [note, setNote] = useState("");

  useEffect(() => {
    if (url === null || typeof EventSource === "undefined") return;
    const shown = delayedLiveNote(setNote);
    const on = Object.fromEntries(
      Object.keys(latest.current.handlers).map((name) => [name, (data: string) => latest.current.handlers[name]?.(data)]),
    );
    const stop = followLiveStream({ url, on, onState: shown.update, onResumed: () => latest.current.onResumed?.() });
    return () => {
      stop();
      shown.cancel();
      setNote("");
    };
  }, [url]);

  return note;
}
