/** A minimal Server-Sent Events reader over fetch, for tests: waits for events by name. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream failed: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const queue: { event: string; data: unknown; at: number }[] = [];
  let buffer = "";
  let waiters: (() => void)[] = [];

  // Resolves when the stream ends: the server closed it, or the test did.
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let index;
        while ((index = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) queue.push({ event, data: JSON.parse(data), at: performance.now() });
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    } catch {
      // aborted
    }
  })();

  /** Whether the stream ends within `timeoutMs`. */
  const endsWithin = (timeoutMs: number) =>
    Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())]);

  return {
    status: response.status,
    headers: response.headers,
    async next(event: string, timeoutMs = 15_000): Promise<{ data: unknown; at: number }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = queue.findIndex((e) => e.event === event);
        if (found >= 0) return queue.splice(found, 1)[0];
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${event}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left).unref();
        });
      }
    },
    endsWithin,
    close() {
      controller.abort();
    },
  };
}
