// npm run lint:containers: checks a Dockerfile as Docker's own parser would (unknown instructions, missing or wrong
// arguments, durations, ports...) with dockerfile-utils, the checker of the Dockerfile language server. Any finding,
// warning included, fails: a Dockerfile is short enough to keep clean.
import { readFileSync } from "node:fs";
import { validate } from "dockerfile-utils";

const file = process.argv[2] ?? "Dockerfile";
const findings = validate(readFileSync(file, "utf8"));
for (const { range, message } of findings) console.error(`${file}:${range.start.line + 1}: ${message}`);
if (findings.length > 0) process.exit(1);
console.log(`${file}: no problem found`);
