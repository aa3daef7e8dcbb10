// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earlyClicksBootScript } from "./early-clicks-boot";
import { replayEarlyClicks, type EarlyClickWindow } from "./early-clicks";

// The boot script's early clicks (its real text, as the build writes it) on a rendered page, then the app's replay.
// A listener on the page's container stands in for React, which listens there.

const win = window as EarlyClickWindow;
let start: ReturnType<typeof vi.fn>;
let seen: string[];
let tasks: (() => void)[];
let removeBootListeners: () => void;

/** The replay's next tasks, run by the test one at a time. */
const nextTask = (step: () => void) => void tasks.push(step);
const runTasks = () => {
  while (tasks.length > 0) tasks.shift()!();
};

function page(): void {
  document.body.innerHTML = `
    <div id="root">
      <header><button type="button" id="cart">Panier (0)</button></header>
      <button type="button" id="add">Ajouter au panier</button>
      <div role="button" id="card">Chocolat Noir</div>
      <a href="#contact" id="link">Contact</a>
      <form id="sign-in"><input id="email" name="email" /><button type="submit" id="send">Se connecter</button></form>
    </div>
    <button type="button" id="outside">Hors de la page</button>`;
  const root = document.getElementById("root")!;
  root.addEventListener("click", (event) => seen.push(`click ${(event.target as HTMLElement).id}`));
  root.addEventListener("submit", (event) => {
    event.preventDefault();
    seen.push(`submit ${(event.target as HTMLElement).id}`);
  });
}

const tap = (id: string) => document.getElementById(id)!.click();
const taps = (id: string) => document.getElementById(id)!.getAttribute("data-early-taps");

beforeEach(() => {
  seen = [];
  tasks = [];
  start = vi.fn();
  delete win.__earlyClicks;
  delete win.__appHydrated;
  page();
  // The document as the boot script sees it, whose listeners leave with the test.
  const listeners: [string, EventListener][] = [];
  const d = {
    getElementById: (id: string) => document.getElementById(id),
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      listeners.push([type, listener]);
      document.addEventListener(type, listener, capture);
    },
  };
  removeBootListeners = () => listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true));
  new Function("d", "start", earlyClicksBootScript("root"))(d, start);
});

afterEach(() => {
  removeBootListeners();
  document.body.innerHTML = "";
});

describe("early clicks, from the tap to the replay", () => {
  it("three taps before the app arrive as three clicks once it holds the page, none before", () => {
    tap("add");
    tap("add");
    tap("add");
    expect(seen).toEqual([]);
    expect(start).toHaveBeenCalled();
    expect(taps("add")).toBe("3");

    replayEarlyClicks(win, nextTask);
    // The button no longer waits as soon as the app does the work.
    expect(taps("add")).toBeNull();
    expect(win.__appHydrated).toBeUndefined();
    runTasks();
    expect(seen).toEqual(["click add", "click add", "click add"]);
    expect(win.__appHydrated).toBe(true);
  });

  it("keeps the order of taps on different controls, and a tap during the replay comes last", () => {
    tap("add");
    tap("card");
    tap("cart");
    replayEarlyClicks(win, nextTask);
    tasks.shift()!();
    tap("add");
    expect(taps("add")).toBe("1");
    runTasks();
    expect(seen).toEqual(["click add", "click card", "click cart", "click add"]);
    expect(taps("add")).toBeNull();
  });

  it("does taps in a row on one control in one go, rendered once, and waits for the render before the next control", () => {
    tap("add");
    tap("add");
    tap("cart");
    replayEarlyClicks(win, nextTask);
    tasks.shift()!();
    expect(seen).toEqual(["click add", "click add"]);
    runTasks();
    expect(seen).toEqual(["click add", "click add", "click cart"]);
  });

  it("replays once, however many roots call it", () => {
    tap("add");
    replayEarlyClicks(win, nextTask);
    replayEarlyClicks(win, nextTask);
    runTasks();
    expect(seen).toEqual(["click add"]);
  });

  it("sends a form once, however many times its button was pressed, and not the old way", () => {
    (document.getElementById("email") as HTMLInputElement).value = "marie@exemple.fr";
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("send")!.dispatchEvent(press);
    tap("send");
    const enter = new Event("submit", { bubbles: true, cancelable: true });
    document.getElementById("sign-in")!.dispatchEvent(enter);
    // Neither the press nor the key sends it the old way (a reload, the password in the address).
    expect([press.defaultPrevented, enter.defaultPrevented]).toEqual([true, true]);
    expect(seen).toEqual([]);
    expect(taps("send")).toBe("1");

    replayEarlyClicks(win, nextTask);
    runTasks();
    expect(seen.filter((event) => event.startsWith("submit"))).toEqual(["submit sign-in"]);
    expect((document.getElementById("email") as HTMLInputElement).value).toBe("marie@exemple.fr");
  });

  it("sends again a form sent by a key, with no button pressed", () => {
    document.getElementById("sign-in")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(seen).toEqual([]);
    replayEarlyClicks(win, nextTask);
    runTasks();
    expect(seen).toEqual(["submit sign-in"]);
  });

  it("leaves links, fields and what is not the page's to the browser", () => {
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("link")!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    tap("email");
    tap("outside");
    expect(seen).toEqual(["click link", "click email"]);
    expect(win.__earlyClicks!.queue).toEqual([]);
    expect(start).toHaveBeenCalled();
  });

  it("lets taps through to the app once the replay is over, and skips a control that left the page", () => {
    tap("card");
    document.getElementById("card")!.remove();
    replayEarlyClicks(win, nextTask);
    runTasks();
    expect(seen).toEqual([]);
    tap("add");
    expect(seen).toEqual(["click add"]);
    expect(taps("add")).toBeNull();
  });

  it("without a boot script (a page the app renders itself), says at once that the app holds the page", () => {
    delete win.__earlyClicks;
    replayEarlyClicks(win, nextTask);
    expect(win.__appHydrated).toBe(true);
    expect(tasks).toEqual([]);
  });
});
