// Engine-independent: a pure function over strings.
import { describe, expect, it } from "vitest";
import { editDistance, suggestEmailCorrection } from "./email-typo";

describe("suggestEmailCorrection", () => {
  it.each([
    ["yvonne@gmial.con", "yvonne@gmail.com"],
    ["yvonne@gmail.con", "yvonne@gmail.com"],
    ["yvonne@gmal.com", "yvonne@gmail.com"],
    ["Yvonne.Le-Goff@GMAIL.CMO", "Yvonne.Le-Goff@gmail.com"],
    ["paul@hotmial.fr", "paul@hotmail.fr"],
    ["paul@yahooo.fr", "paul@yahoo.fr"],
    ["anne@ornage.fr", "anne@orange.fr"],
    ["anne@wanado.fr", "anne@wanadoo.fr"],
    ["anne@laposte.nte", "anne@laposte.net"],
    ["anne@mairie-theix.frr", "anne@mairie-theix.fr"],
    [" jean@outlok.com ", "jean@outlook.com"],
  ])("suggests %s -> %s", (typed, meant) => {
    expect(suggestEmailCorrection(typed)).toBe(meant);
  });

  it.each([
    "yvonne@gmail.com",
    "paul@orange.fr",
    "anne@exemple.fr",
    "contact@ecole-des-tilleuls.fr",
    "club@voile-larmor.bzh",
    // Still being typed, or not an address at all.
    "yvonne@gmai",
    "yvonne@",
    "@gmail.com",
    "yvonne",
    "",
  ])("says nothing of %s", (typed) => {
    expect(suggestEmailCorrection(typed)).toBeNull();
  });
});

describe("editDistance", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("gmial", "gmail")).toBe(1);
    expect(editDistance("gmial.con", "gmail.com")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("orange.fr", "orange.fr")).toBe(0);
  });
});
