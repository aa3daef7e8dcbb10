// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

afterEach(cleanup);
// Whether the Toaster is wanted lives in lib/notify's module: a fresh one for each test.
beforeEach(() => vi.resetModules());

const notifications = () => screen.queryByRole("region", { name: /Notifications/ });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  const [{ DeferredToaster }, notify] = await Promise.all([import("./deferred-toaster"), import("../lib/notify")]);
  render(<DeferredToaster />);
  return notify;
}

describe("DeferredToaster", () => {
  it("on a sign-in page waits for a toast, then shows it", async () => {
    const { notifySuccess } = await renderAt("/auth/login");
    await settle();
    expect(notifications()).toBeNull();

    act(() => notifySuccess("Connexion réussie !"));
    expect(await screen.findByText("Connexion réussie !")).toBeTruthy();
    expect(notifications()).not.toBeNull();
  });

  it("on a sign-in page comes at the visitor's first action, before any toast", async () => {
    await renderAt("/auth/register");
    await settle();
    expect(notifications()).toBeNull();
    act(() => void document.body.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    await vi.waitFor(() => expect(notifications()).not.toBeNull());
  });

  it("on any other page is there at once", async () => {
    await renderAt("/compte");
    await vi.waitFor(() => expect(notifications()).not.toBeNull());
  });
});
