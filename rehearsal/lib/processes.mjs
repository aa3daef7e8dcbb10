// Child processes of the rehearsal: each one's output goes to its own log file in the temp dir, and a failure says
// which command failed with the end of its log, so that a service that does not come up explains itself.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The last lines of a log file, for an error message. */
export function tail(file, lines = 30) {
  if (!existsSync(file)) return `(no log at ${file})`;
  const text = readFileSync(file, "utf8").trimEnd().split("\n");
  return text.slice(-lines).join("\n");
}

/** A long-running process whose output is appended to logFile. `user` runs it as that account ({ uid, gid }). */
export function spawnLogged(command, args, { logFile, env, cwd, user } = {}) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: "a" });
  log.write(`\n$ ${command} ${args.join(" ")}\n`);
  const child = spawn(command, args, {
    cwd,
    env: env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  child.on("error", (error) => log.write(`\n${error.message}\n`));
  child.exited.then(() => setTimeout(() => log.end(), 100).unref());
  return child;
}

/**
 * A command that runs to its end. Resolves with its standard output; rejects naming the command, its exit and its
 * output (both streams), or the log's end when it wrote there.
 */
export function run(command, args, { logFile, env, cwd, user, input, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ["pipe", "pipe", "pipe"],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not start: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(stdout);
      const log = logFile ? `\n--- ${logFile} ---\n${tail(logFile)}` : "";
      const output = `${stdout}${stderr}`.trimEnd().split("\n").slice(-30).join("\n");
      reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}:\n${output}${log}`.trimEnd()));
    });
    child.stdin.end(input ?? "");
  });
}

/** Sends a signal to a process if it still runs, then waits for its exit (at most timeoutMs, then SIGKILL). */
export async function stopProcess(child, { signal = "SIGTERM", timeoutMs = 15_000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await child.exited;
  clearTimeout(timer);
}

/** Polls check() until it returns a truthy value; the error names what was awaited and, if given, a log's end. */
export async function waitFor(check, { what, timeoutMs = 30_000, intervalMs = 200, logFile, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `${what}: the process exited (${child.signalCode ?? child.exitCode})${logFile ? `\n--- ${logFile} ---\n${tail(logFile)}` : ""}`,
      );
    }
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const cause = lastError ? ` (last error: ${lastError.message})` : "";
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s${cause}${logFile ? `\n--- ${logFile} ---\n${tail(logFile)}` : ""}`);
}

/** True when an HTTP GET on url answers with a status accepted by ok (2xx by default). */
export async function answers(url, ok = (status) => status >= 200 && status < 300) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return ok(response.status);
}
