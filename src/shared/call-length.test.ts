// Engine-independent: reads the source texts only.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BOOKING_MINUTES } from "./booking";
import { CALL_MINUTES } from "./call-length";

// Decision 035: the call lasts one length everywhere, the booking calendar's. A text written out with another
// length ('un appel de 15 minutes') is what visitors read on the marketing pages before booking a 30-minute slot.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("the call's length", () => {
  it("is the booking calendar's slot", () => {
    expect(BOOKING_MINUTES).toBe(CALL_MINUTES);
  });

  it("is never written out with another length in a text about the call", () => {
    const stray = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(appel|échange|rendez-vous)[^.\n]{0,40}?\b(\d+) minutes/gi)]
        .filter((match) => Number(match[2]) !== CALL_MINUTES)
        .map((match) => `${path.relative(src, file)}: ${match[0]}`),
    );
    expect(stray).toEqual([]);
  });
});
