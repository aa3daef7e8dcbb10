import { AppError } from "../../shared/errors";

// Each open stream holds a socket, a heartbeat timer and a subscription for as long as the client wants. Twenty
// covers a family or an office behind one address with several tabs open on both streams; more is a script.
export const MAX_STREAMS_PER_ADDRESS = 20;

export type StreamQuota = {
  /** Takes one of the address's places, or throws RATE_LIMITED (429); the returned function gives it back. */
  acquire(address: string): () => void;
  openBy(address: string): number;
};

export function createStreamQuota(max = MAX_STREAMS_PER_ADDRESS): StreamQuota {
  // Only addresses with a stream open are kept, so the map is no larger than the open streams.
  const open = new Map<string, number>();
  return {
    acquire(address) {
      const count = open.get(address) ?? 0;
      if (count >= max) throw new AppError("RATE_LIMITED");
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
    openBy: (address) => open.get(address) ?? 0,
  };
}
