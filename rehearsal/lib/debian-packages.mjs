// The rehearsal runs real services from Debian's archive. A new machine may lack them: as root, the missing packages
// are installed (apt-get, non-interactive); otherwise the message says which ones to install.
import { existsSync } from "node:fs";
import { run } from "./processes.mjs";

let aptUpdated = false;

/** needs: [{ path, pkg }]: the file each package provides. Installs the packages whose file is missing. */
export async function ensureDebianPackages(needs, { logFile } = {}) {
  const missing = [...new Set(needs.filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg))];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `The rehearsal needs these Debian packages: ${missing.join(" ")}. Install them (as root: apt-get install ${missing.join(" ")}) and run again.`,
    );
  }
  console.log(`Installation des paquets Debian manquants : ${missing.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    await run("apt-get", ["update", "-q"], { env, logFile, timeoutMs: 600_000 });
    aptUpdated = true;
  }
  // --no-install-recommends: the services only; policy-rc.d-less machines may start the packaged daemons, which the
  // rehearsal does not use (each service here runs from its own folder and port).
  await run("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...missing], { env, logFile, timeoutMs: 1_200_000 });
}
