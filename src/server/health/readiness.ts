/** Whether this process still takes requests: it stops taking them when it is told to shut down (health/shutdown.ts). */
export type Readiness = { stopping(): boolean; stop(): void };

export function createReadiness(): Readiness {
  let stopping = false;
  return {
    stopping: () => stopping,
    stop() {
      stopping = true;
    },
  };
}
