// The accounts the Debian packages create (postgres, postfix, nobody), by name, for services that refuse root.
import { readFileSync } from "node:fs";

/** { uid, gid, home } of a local account, from /etc/passwd; an error naming it when it does not exist. */
export function systemUser(name) {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`The account '${name}' does not exist on this machine (its Debian package makes it).`);
  const [, , uid, gid, , home] = line.split(":");
  return { uid: Number(uid), gid: Number(gid), home };
}
