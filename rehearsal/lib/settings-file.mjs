// PostgreSQL and postfix read their settings the same way: one `name = value` a line.
import { writeFileSync } from "node:fs";

export function writeSettingsFile(file, settings) {
  writeFileSync(
    file,
    Object.entries(settings)
      .map(([key, value]) => `${key} = ${value}`)
      .join("\n") + "\n",
  );
}
