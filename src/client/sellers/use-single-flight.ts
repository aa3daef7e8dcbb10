import { useCallback, useRef } from "react";

/**
 * Runs an action unless the previous one is still running: a double click, or Enter pressed twice, sends one request.
 * The buttons are disabled while sending too, but only once React has drawn them again.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}
