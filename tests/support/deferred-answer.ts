import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { ApiAnswer, ApiCall } from "./client-render";

// The screen while the server is still working, in component tests: the answer is held back until the test releases
// it, so a test sees what the screen says before the server has answered (never that it is done).

/** An answer the test releases when it wants, to see the screen while the server is still working. */
export function deferredAnswer() {
  let release: (answer: ApiAnswer) => void = () => {};
  const promise = new Promise<ApiAnswer>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * A change sent and not answered yet: the server got `sent` (the first call with its method), the button says
 * `pending`, and what the screen says once the change is stored (`notYet`) is not shown.
 */
export async function expectSentPending(
  calls: ApiCall[],
  sent: ApiCall,
  { pending, notYet }: { pending: string; notYet: string | RegExp },
) {
  await waitFor(() => expect(calls.some((call) => call.method === sent.method)).toBe(true));
  expect(calls.find((call) => call.method === sent.method)).toEqual(sent);
  expect(screen.getByRole("button", { name: pending })).toBeTruthy();
  expect(screen.queryByText(notYet)).toBeNull();
}
