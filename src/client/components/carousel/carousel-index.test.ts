import { describe, expect, it } from "vitest";
import { canGoNext, canGoPrevious, indexForKey, moveIndex, swipeDelta } from "./carousel-index";

describe("moveIndex", () => {
  it("moves within the slides and stops at both ends", () => {
    expect(moveIndex(0, 1, 2)).toBe(1);
    expect(moveIndex(1, 1, 2)).toBe(1);
    expect(moveIndex(1, -1, 2)).toBe(0);
    expect(moveIndex(0, -1, 2)).toBe(0);
    expect(moveIndex(0, 5, 3)).toBe(2);
  });

  it("stays at 0 without slides", () => {
    expect(moveIndex(0, 1, 0)).toBe(0);
    expect(moveIndex(3, -1, 0)).toBe(0);
  });
});

describe("button states", () => {
  it("disables previous on the first slide and next on the last", () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(0, 2)).toBe(true);
    expect(canGoNext(1, 2)).toBe(false);
    expect(canGoNext(0, 1)).toBe(false);
  });
});

describe("indexForKey", () => {
  it("navigates with the arrow keys, Home and End", () => {
    expect(indexForKey("ArrowRight", 0, 2)).toBe(1);
    expect(indexForKey("ArrowRight", 1, 2)).toBe(1);
    expect(indexForKey("ArrowLeft", 1, 2)).toBe(0);
    expect(indexForKey("ArrowLeft", 0, 2)).toBe(0);
    expect(indexForKey("Home", 2, 3)).toBe(0);
    expect(indexForKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys", () => {
    expect(indexForKey("Enter", 0, 2)).toBeNull();
    expect(indexForKey("ArrowUp", 0, 2)).toBeNull();
  });
});

describe("swipeDelta", () => {
  it("turns a long horizontal drag into a move", () => {
    expect(swipeDelta(-80, 5)).toBe(1);
    expect(swipeDelta(80, -5)).toBe(-1);
  });

  it("ignores short or mostly vertical drags", () => {
    expect(swipeDelta(-20, 0)).toBe(0);
    expect(swipeDelta(-60, 120)).toBe(0);
  });
});
