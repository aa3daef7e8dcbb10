// A Server-Sent Events stream that comes back (docs/product.md#live-figures-on-a-poor-connection, decision 046).
// The browser's EventSource reconnects by itself after a plain network error, but not after a refused or broken
// answer (a proxy's 502, a server restarting), and it notices a connection that went silent (a phone leaving the
// school hall's signal) only when TCP gives up, minutes later. This follows one stream for as long as a screen
// shows it: it says when the figures are no longer live, opens the stream again with a growing wait, at once when
// the phone says it is online again, and tells the screen to read what it missed. No React here: the campaign
// page's live script uses it before the app runs.

/** 'live': events arrive. 'interrupted': the stream is down and being opened again; what is shown may be stale. */
export type LiveState = "connecting" | "live" | "interrupted";

type StreamSource = Pick<EventSource, "addEventListener" | "close" | "readyState">;

export type LiveStreamOptions = {
  url: string;
  /** Handlers of the stream's named events, given each event's data. */
  on: Record<string, (data: string) => void>;
  onState?: (state: LiveState) => void;
  /**
   * The stream is open again after a break: read again what it would have said meanwhile. (A stream that starts
   * with the current figure, as the amount raised does, needs nothing here.)
   */
  onResumed?: () => void;
  open?: (url: string) => StreamSource;
  /** Where 'online' and 'offline' are heard (the window). */
  host?: Pick<Window, "addEventListener" | "removeEventListener">;
};

/** The first wait before opening a broken stream again; it doubles at each failure, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
/**
 * The server sends a `ping` every 25 s (server/realtime/sse.ts); a stream silent for longer than this is taken as
 * dropped, even though the browser still believes it open.
 */
export const SILENCE_MS = 60_000;

const CLOSED = 2;

/** Follows the stream until the returned function is called. */
export function followLiveStream(options: LiveStreamOptions): () => void {
  const open = options.open ?? ((url: string) => new EventSource(url));
  const host = options.host ?? (typeof window === "undefined" ? undefined : window);
  let source: StreamSource | null = null;
  let state: LiveState | null = null;
  let failures = 0;
  let openedBefore = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  // Any sign of life (an event, a ping) restarts the wait for the next one.
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => restart(), SILENCE_MS);
  };

  const connect = () => {
    clearTimeout(retryTimer);
    if (stopped) return;
    const current = open(options.url);
    source = current;
    current.addEventListener("open", () => {
      if (current !== source) return;
      failures = 0;
      heard();
      setState("live");
      if (openedBefore) options.onResumed?.();
      openedBefore = true;
    });
    current.addEventListener("error", () => {
      if (current !== source) return;
      clearTimeout(silenceTimer);
      setState("interrupted");
      // CONNECTING: the browser tries again on its own (the server's `retry`); CLOSED: it gave up, we don't.
      if (current.readyState === CLOSED) scheduleRetry();
    });
    current.addEventListener("ping", heard);
    for (const [name, handle] of Object.entries(options.on)) {
      current.addEventListener(name, (event) => {
        if (current !== source) return;
        heard();
        handle((event as MessageEvent<string>).data);
      });
    }
  };

  const scheduleRetry = () => {
    source?.close();
    clearTimeout(retryTimer);
    // A little randomness, so that the phones of a whole school hall don't all come back in the same second.
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.8 + Math.random() * 0.4);
    failures += 1;
    retryTimer = setTimeout(connect, wait);
  };

  const restart = () => {
    if (stopped) return;
    source?.close();
    setState("interrupted");
    connect();
  };

  // The phone knows it has no network: the stream is dead even if the browser still holds it open. Closed now, so
  // that nothing half-arrived is shown, and tried again with the growing wait (or at once back online).
  const wentOffline = () => {
    clearTimeout(silenceTimer);
    setState("interrupted");
    scheduleRetry();
  };
  // Back online: try at once rather than at the end of a wait that may be long by now.
  const cameOnline = () => {
    if (state === "live") return;
    failures = 0;
    restart();
  };
  host?.addEventListener("offline", wentOffline);
  host?.addEventListener("online", cameOnline);

  setState("connecting");
  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    host?.removeEventListener("offline", wentOffline);
    host?.removeEventListener("online", cameOnline);
    source?.close();
    source = null;
  };
}
