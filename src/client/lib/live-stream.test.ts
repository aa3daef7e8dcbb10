// Engine-independent: the stream's reconnection rules, with a stand-in for the browser's EventSource.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_RETRY_MS, followLiveStream, MAX_RETRY_MS, SILENCE_MS, type LiveState } from "./live-stream";

// The browser's EventSource cannot be reached from Node: this stand-in lets the test play the server and the network.
type Listener = (event: MessageEvent<string>) => void;
function fakeSource() {
  const listeners = new Map<string, Listener[]>();
  return {
    readyState: 0,
    closed: false,
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    close() {
      this.closed = true;
      this.readyState = 2;
    },
    emit(type: string, data = "") {
      if (type === "open") this.readyState = 1;
      for (const listener of listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
    },
  };
}
type FakeSource = ReturnType<typeof fakeSource>;

function follow() {
  const sources: FakeSource[] = [];
  const states: LiveState[] = [];
  const amounts: string[] = [];
  const host = new EventTarget();
  let resumed = 0;
  const stop = followLiveStream({
    url: "/api/campaigns/c/raised/stream",
    on: { raised: (data) => amounts.push(data) },
    onState: (state) => states.push(state),
    onResumed: () => (resumed += 1),
    open: () => {
      const source = fakeSource();
      sources.push(source);
      return source as unknown as EventSource;
    },
    host: host as unknown as Window,
  });
  return { sources, states, amounts, host, stop, resumed: () => resumed, last: () => sources.at(-1)! };
}

/** The browser gives up on the stream (a proxy's 502, a server answering something else): it is CLOSED. */
function refused(source: FakeSource) {
  source.readyState = 2;
  source.emit("error");
}

describe("a live stream on a poor connection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says it is live once open, and hands the events over", () => {
    const stream = follow();
    expect(stream.states).toEqual(["connecting"]);
    stream.last().emit("open");
    stream.last().emit("raised", '{"amount_raised_eur":12}');
    expect(stream.states).toEqual(["connecting", "live"]);
    expect(stream.amounts).toEqual(['{"amount_raised_eur":12}']);
    expect(stream.resumed()).toBe(0);
  });

  it("opens a refused stream again with a growing wait, and asks to catch up once it is back", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5); // no jitter
    const stream = follow();
    stream.last().emit("open");
    refused(stream.last());
    expect(stream.states.at(-1)).toBe("interrupted");
    vi.advanceTimersByTime(FIRST_RETRY_MS - 1);
    expect(stream.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stream.sources).toHaveLength(2);
    refused(stream.last());
    vi.advanceTimersByTime(2 * FIRST_RETRY_MS - 1);
    expect(stream.sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(stream.sources).toHaveLength(3);
    stream.last().emit("open");
    expect(stream.states.at(-1)).toBe("live");
    expect(stream.resumed()).toBe(1);
    // The wait starts over after a success.
    refused(stream.last());
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(stream.sources).toHaveLength(4);
  });

  it("never waits longer than the cap between two attempts", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const stream = follow();
    for (let attempt = 0; attempt < 12; attempt++) {
      refused(stream.last());
      vi.advanceTimersByTime(MAX_RETRY_MS);
    }
    expect(stream.sources).toHaveLength(13);
  });

  it("lets the browser reconnect by itself after a plain network error, and still asks to catch up", () => {
    const stream = follow();
    stream.last().emit("open");
    stream.last().emit("error"); // readyState CONNECTING: the browser tries again
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(stream.sources).toHaveLength(1);
    stream.last().emit("open");
    expect(stream.states).toEqual(["connecting", "live", "interrupted", "live"]);
    expect(stream.resumed()).toBe(1);
  });

  it("takes a silent stream as dropped and opens it again; the server's pings keep it alive", () => {
    const stream = follow();
    stream.last().emit("open");
    vi.advanceTimersByTime(SILENCE_MS - 1);
    stream.last().emit("ping", "{}");
    vi.advanceTimersByTime(SILENCE_MS - 1);
    expect(stream.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stream.sources[0]!.closed).toBe(true);
    expect(stream.sources).toHaveLength(2);
    expect(stream.states.at(-1)).toBe("interrupted");
  });

  it("is not live while the phone is offline, and tries at once when it is back online", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const stream = follow();
    stream.last().emit("open");
    stream.host.dispatchEvent(new Event("offline"));
    expect(stream.states.at(-1)).toBe("interrupted");
    expect(stream.sources[0]!.closed).toBe(true);
    for (let attempt = 0; attempt < 5; attempt++) {
      refused(stream.last());
      vi.advanceTimersByTime(MAX_RETRY_MS);
    }
    const before = stream.sources.length;
    refused(stream.last()); // the next attempt would wait a long time
    stream.host.dispatchEvent(new Event("online"));
    expect(stream.sources).toHaveLength(before + 1);
    stream.last().emit("open");
    expect(stream.states.at(-1)).toBe("live");
  });

  it("stops for good: the stream closed, no attempt left", () => {
    const stream = follow();
    refused(stream.last());
    stream.stop();
    vi.advanceTimersByTime(10 * MAX_RETRY_MS);
    stream.host.dispatchEvent(new Event("online"));
    expect(stream.sources).toHaveLength(1);
    expect(stream.sources[0]!.closed).toBe(true);
  });
});
