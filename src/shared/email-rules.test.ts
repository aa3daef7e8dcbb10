import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";

describe("EMAIL_PATTERN", () => {
  it.each([
    "jeanne@exemple.fr",
    "jeanne.dupont@exemple.fr",
    "jeanne+dons@ecole.exemple.fr",
    "o'neil@exemple.ie",
    "JEANNE@EXEMPLE.FR",
    "a_b-c@sous-domaine.exemple.com",
  ])("accepts %o", (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each([
    "",
    "jeanne",
    "jeanne@",
    "@exemple.fr",
    "jeanne@exemple",
    "jeanne@exemple.f",
    "jeanne@@exemple.fr",
    "jean ne@exemple.fr",
    ".jeanne@exemple.fr",
    "jeanne.@exemple.fr",
    "jeanne..dupont@exemple.fr",
    "jeanne@-exemple.fr",
    "jeanne@exemple..fr",
    "jeanné@exemple.fr",
    " jeanne@exemple.fr",
  ])("refuses %o", (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });

  it("leaves the length to MAX_EMAIL_LENGTH, 255 characters", () => {
    expect(MAX_EMAIL_LENGTH).toBe(255);
    expect(EMAIL_PATTERN.test(`${"a".repeat(300)}@exemple.fr`)).toBe(true);
  });
});
