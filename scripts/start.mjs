// npm start: serves the built shop; builds it first when there is no build yet. The server runs from its bundle
// (dist/server/main.js) when that bundle is of the sources as they are; after an edit without a new build, from its
// TypeScript sources through tsx, as before the bundle (docs/decisions/047-the-server-runs-from-a-bundle.md).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { serverCommand } from "./build-server.mjs";

if (!existsSync("dist/client/index.html")) {
  console.log("Construction de l'application (première fois)...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { args, bundled } = serverCommand();
if (!bundled) {
  console.log("Le serveur a changé depuis la dernière construction : il démarre depuis ses sources (npm run build le reconstruit).");
}
const server = spawn(process.execPath, args, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
