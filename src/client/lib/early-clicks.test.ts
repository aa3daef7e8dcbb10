import { describe, expect, it, vi } from "vitest";
import { replayEarlyClicks } from "./early-clicks";

const button = (connected = true) =>
  ({ isConnected: connected, click: vi.fn() }) as unknown as HTMLElement & { click: ReturnType<typeof vi.fn> };

describe("replayEarlyClicks", () => {
  it("clicks the last button clicked before hydration, once", () => {
    const first = button();
    const last = button();
    const win = { __earlyClicks: [first, last] } as unknown as Window & { __earlyClicks: HTMLElement[]; __appHydrated?: boolean };
    replayEarlyClicks(win);
    expect(last.click).toHaveBeenCalledTimes(1);
    expect(first.click).not.toHaveBeenCalled();
    expect(win.__earlyClicks).toEqual([]);
    expect(win.__appHydrated).toBe(true);
    replayEarlyClicks(win);
    expect(last.click).toHaveBeenCalledTimes(1);
  });

  it("ignores a button that left the page, and works without any early click", () => {
    const gone = button(false);
    replayEarlyClicks({ __earlyClicks: [gone] } as unknown as Window);
    expect(gone.click).not.toHaveBeenCalled();
    expect(() => replayEarlyClicks({} as Window)).not.toThrow();
  });
});
