/** What a batch write says of each of its items, in their order. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

type BatcherOptions = {
  /** Batches written at the same time (one for the embedded database, which runs one statement at a time). */
  maxInFlight: number;
  maxBatch: number;
};

/**
 * Group commit: a write asked for while others are on their way waits for them and then goes with every write
 * that arrived meanwhile, in one statement. An idle server writes at once; a busy one writes far fewer, larger
 * statements (one commit for many orders instead of one each), so the queue drains faster than it fills.
 */
export function createWriteBatcher<T, R>(write: (items: T[]) => Promise<ItemOutcome<R>[]>, options: BatcherOptions) {
  type Waiting = { item: T; resolve(value: R): void; reject(error: unknown): void };
  const queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  // A batch starts once the requests already received have been read (setImmediate runs after Node's I/O
  // phase): the embedded database computes on this thread, so while it writes no request can join a queue,
  // and without this wait every batch would hold exactly one write.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  const pump = () => {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      write(batch.map((waiting) => waiting.item))
        .then(
          (outcomes) =>
            batch.forEach((waiting, i) => {
              const outcome = outcomes[i];
              if (outcome?.ok) waiting.resolve(outcome.value);
              else waiting.reject(outcome ? outcome.error : new Error("the batch write gave no answer for this item"));
            }),
          (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          inFlight--;
          if (queue.length > 0) schedule();
        });
    }
  };

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
