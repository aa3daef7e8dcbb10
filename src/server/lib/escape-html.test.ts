import { describe, expect, it } from "vitest";
import { escapeHtml, linkifyText } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("linkifyText", () => {
  it("links web addresses, escaping everything, and leaves trailing punctuation out of the link", () => {
    expect(linkifyText("Voir https://a.example/x?a=1&b=2. <b>Fin</b>")).toBe(
      'Voir <a href="https://a.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https://a.example/x?a=1&amp;b=2</a>. &lt;b&gt;Fin&lt;/b&gt;',
    );
  });

  it("does not link other schemes", () => {
    expect(linkifyText("javascript:alert(1)")).toBe("javascript:alert(1)");
  });
});
