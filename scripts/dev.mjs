// npm run dev: Vite (with hot reload) on PORT (3000) in front of the API server, restarted on change, on API_PORT.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", PUBLIC_URL: publicUrl },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, PORT: port, API_PORT: apiPort } }),
];

const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
