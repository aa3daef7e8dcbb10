type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

/** The parts of the OpenAPI document the page shows. */
export type ApiDescription = {
  info: { title: string; description?: string };
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
};

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]);

const methods = ["get", "post", "put", "patch", "delete"];

/** A schema in a few words: `{ campaign: Campaign, outcome }`, `Sale[]`, `Campaign | null`. */
export function shapeOf(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return "";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "";
  if (schema.anyOf) return schema.anyOf.map((s) => shapeOf(s, depth)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.type === "array") return `${shapeOf(schema.items, depth)}[]`;
  if (schema.properties) {
    if (depth > 0) return "{…}";
    const fields = Object.entries(schema.properties).map(([name, field]) => {
      const shape = shapeOf(field, depth + 1);
      return /^[A-Z{]|\[\]$|"/.test(shape) ? `${name}: ${shape}` : name;
    });
    return `{ ${fields.join(", ")} }`;
  }
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "");
}

/** A plain page over the OpenAPI document: one row per route and status, what it answers and in which type. */
export function renderApiDocsPage(document: ApiDescription, jsonPath: string): string {
  const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
    methods
      .filter((method) => operations[method])
      .flatMap((method) =>
        Object.entries(operations[method].responses ?? {}).map(([status, response]) => {
          const media = Object.entries(response.content ?? {});
          const type = media.map(([name]) => name).join(", ") || "-";
          const json = media.find(([name]) => name === "application/json")?.[1].schema;
          const said = response.description && response.description !== "Default Response" ? response.description : "";
          const answer = [json ? shapeOf(json) : "", said].filter(Boolean).join(": ");
          return (
            `<tr><td>${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(status)}</td>` +
            `<td>${escape(type)}</td><td>${escape(answer)}</td></tr>`
          );
        }),
      ),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)} API</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}.scroll{overflow-x:auto}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>${escape(document.info.title)} API</h1>
<p>${escape(document.info.description ?? "")}</p>
<p>Schemas of every request and answer: <a href="${escape(jsonPath)}">${escape(jsonPath)}</a> (OpenAPI 3.1, for any OpenAPI viewer or client generator).</p>
<div class="scroll"><table><thead><tr><th>method</th><th>path</th><th>status</th><th>type</th><th>answer</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table></div>
</body></html>`;
}
