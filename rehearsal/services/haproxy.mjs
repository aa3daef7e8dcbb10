// HAProxy in front of the shop's processes (decision 050): active health checks take a dead process out in about
// 2 s, and a request a process dropped is sent again to the other one when sending it again is safe.
import { mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureDebianPackages } from "../lib/debian-packages.mjs";
import { answers, run, spawnLogged, stopProcess, waitFor } from "../lib/processes.mjs";

/**
 * The proxy's configuration. servers: [{ name, port }]. healthPath: the shop's readiness check. Exported so that
 * docs/operations.md's example and this file cannot drift apart: the rehearsal runs what the guide shows.
 */
export function haproxyConfig({ port, statsPort, adminSocket, servers, healthPath }) {
  return `global
    log stdout format raw local0 info
    stats socket ${adminSocket} mode 600 level admin
    maxconn 4000

defaults
    mode http
    log global
    option httplog
    option dontlognull
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive 10s
    # Event streams (SSE) stay open for hours; the shop writes a heartbeat every 25 s.
    timeout tunnel 1h
    timeout client-fin 5s
    timeout server-fin 5s

frontend shop
    bind 127.0.0.1:${port}
    # TLS ends here in production: bind :443 ssl crt /etc/haproxy/boutique.pem alpn h2,http/1.1 (docs/operations.md).
    option forwardfor
    default_backend shops

backend shops
    balance roundrobin
    option httpchk
    http-check send meth GET uri ${healthPath}
    http-check expect status 200
    default-server inter 1s fall 2 rise 2 check
    # A request a process dropped (killed, stopping, or no answer) goes to another process...
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout
    # ...only when sending it twice cannot do anything twice: reads, and a checkout carrying its attempt's key
    # (decision 045: the same key gets the same order back). Any other write is retried only if it never reached a
    # process (a refused connection).
    option http-buffer-request
    acl safe_method method GET HEAD OPTIONS
    acl keyed_checkout path /api/checkout
    acl keyed_checkout_body req.body -m reg "\\"checkout_key\\":\\"[0-9a-fA-F-]{36}\\""
    http-request disable-l7-retry if !safe_method !keyed_checkout
    http-request disable-l7-retry if !safe_method !keyed_checkout_body
${servers.map(({ name, port: serverPort }) => `    server ${name} 127.0.0.1:${serverPort}`).join("\n")}

frontend stats
    bind 127.0.0.1:${statsPort}
    http-request use-service prometheus-exporter if { path /metrics }
    stats enable
    stats uri /stats
`;
}

export async function startHaproxy({ dir, port, statsPort, servers, healthPath }) {
  await ensureDebianPackages([{ path: "/usr/sbin/haproxy", pkg: "haproxy" }]);
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, "haproxy.cfg");
  const adminSocket = path.join(dir, "admin.sock");
  const logFile = path.join(dir, "haproxy.log");
  writeFileSync(config, haproxyConfig({ port, statsPort, adminSocket, servers, healthPath }));
  await run("/usr/sbin/haproxy", ["-c", "-q", "-f", config], { logFile });
  const child = spawnLogged("/usr/sbin/haproxy", ["-db", "-f", config], { logFile });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => answers(`http://127.0.0.1:${statsPort}/metrics`), { what: "HAProxy", child, logFile });

  const admin = (command) => adminCommand(adminSocket, command);
  return {
    url,
    logFile,
    metricsTarget: `127.0.0.1:${statsPort}`,
    admin,
    /** The health-check state of one server: UP, DOWN, MAINT, DRAIN... */
    serverState: (name) => serverStateOf(admin, name),
    /** Waits until HAProxy's own checks see the server in state (UP after a start, DOWN after a kill). */
    waitServer: (name, state, timeoutMs = 15_000) =>
      waitFor(async () => (await serverStateOf(admin, name)).startsWith(state), {
        what: `HAProxy seeing ${name} ${state}`,
        timeoutMs,
        logFile,
      }),
    /** No new request to this server; those under way finish (a rolling restart's first step). */
    drain: (name) => admin(`set server shops/${name} state drain`),
    /** Back in the rotation once its health check passes again. */
    ready: (name) => admin(`set server shops/${name} state ready`),
    /** Requests and streams still open on a server. */
    currentSessions: async (name) => Number((await statRow(admin, name))?.[4] ?? 0),
    stop: () => stopProcess(child),
  };
}

async function statRow(admin, name) {
  const csv = await admin("show stat");
  return csv
    .split("\n")
    .map((line) => line.split(","))
    .find((fields) => fields[0] === "shops" && fields[1] === name);
}

async function serverStateOf(admin, name) {
  return (await statRow(admin, name))?.[17] ?? "unknown";
}

/** One command on HAProxy's admin socket (the runtime API); resolves with its answer. */
function adminCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let answer = "";
    socket.on("connect", () => socket.end(`${command}\n`));
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
