// The HTTP bench's floor, in a process of its own like the shop: a bare node:http server answering every request
// with the shop's answer read from a file (status, headers, body compressed as the shop sent it).
// Usage: node bench/bare-replay.mjs <answer.json>; prints "listening <port>" once it listens on 127.0.0.1.
import http from "node:http";
import { readFileSync } from "node:fs";

const answer = JSON.parse(readFileSync(process.argv[2], "utf8"));
const body = Buffer.from(answer.body, "base64");

const server = http.createServer((req, res) => {
  // Read the request body like the shop does, then answer the same bytes.
  req.resume();
  req.on("end", () => {
    res.writeHead(answer.status, answer.headers);
    res.end(body);
  });
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
