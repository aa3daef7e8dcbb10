#!/usr/bin/env bash
# Starts the image built by scripts/image/build-local.sh as production would (NODE_ENV=production, the settings of
# .env.example) and checks it (docs/operations.md#the-image): /api/health and the home page answer, the process is not
# root, no TypeScript compiler, bundler or test runner is in the image, and `podman stop` ends it cleanly (SIGTERM
# reaches node through tini). The embedded database and local files, in a volume, stand in for PostgreSQL and S3.
# Everything it starts is removed at the end, whatever happens.
#   SMOKE_PORT=17010 bash scripts/image/smoke-local.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

IMAGE=${IMAGE:-localhost/boutique-solidaire:latest}
PORT=${SMOKE_PORT:-3100}
name="boutique-smoke-$$"
work=$(mktemp -d)
. scripts/image/podman-settings.sh
podman_settings "$work"
cleanup() {
  podman rm --force --time 0 "$name" >/dev/null 2>&1 || true
  podman volume rm --force "$name" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "SMOKE FAILED: $*" >&2
  podman logs --tail 30 "$name" >&2 || true
  exit 1
}

# Production's checks pass with .env.example's values; no mail relay, database or bucket is reached from here.
podman volume create "$name" >/dev/null
podman run --detach --name "$name" --network host --env-file .env.example \
  --env PORT="$PORT" --env HOST=127.0.0.1 --env PUBLIC_URL="http://127.0.0.1:$PORT" \
  --env SMTP_URL= --env S3_BUCKET= --env DATABASE_URL= \
  --volume "$name:/data" "$IMAGE" >/dev/null 2>"$work/run.log" || { cat "$work/run.log" >&2; fail "podman run"; }
started=$(date +%s%N)
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; then break; fi
  [ "$(podman inspect --format '{{.State.Running}}' "$name")" = true ] || fail "the container stopped"
  sleep 0.5
done
echo "health: $(curl -fsS "http://127.0.0.1:$PORT/api/health" || fail "no answer on /api/health") after $((($(date +%s%N) - started) / 1000000)) ms"
home=$(curl -fsS "http://127.0.0.1:$PORT/") || fail "no home page"
grep -q "Boutique Solidaire" <<<"$home" || fail "the home page does not name the shop"
echo "home page: $(wc -c <<<"$home") bytes"
# The image's own HEALTHCHECK command, run once by hand (podman schedules it through systemd, absent here).
podman healthcheck run "$name" >/dev/null 2>&1 || fail "the image's HEALTHCHECK does not pass"
echo "the image's HEALTHCHECK passes"

user=$(podman exec "$name" id -un)
[ "$(podman exec "$name" id -u)" != 0 ] || fail "the server runs as root"
echo "runs as: $user ($(podman exec "$name" id -u))"
present=$(podman exec --user root "$name" sh -c 'for p in typescript vitest vite tsx esbuild drizzle-kit; do [ ! -e "node_modules/$p" ] || echo "$p"; done; find / -xdev \( -path "*/node_modules/typescript/package.json" -o \( -type f \( -name tsc -o -name vitest \) \) \) -print')
[ -z "$present" ] || fail "development tools in the image: $present"
echo "no typescript, tsc, vitest, vite, tsx, esbuild or drizzle-kit in the image"

podman stop --time 30 "$name" >/dev/null
code=$(podman inspect --format '{{.State.ExitCode}}' "$name")
podman logs "$name" 2>&1 | grep -q '"signal":"SIGTERM"' || fail "no shutdown on SIGTERM in the log"
[ "$code" = 0 ] || fail "exit code $code after SIGTERM"
echo "podman stop: SIGTERM reached node, which closed and exited with 0"
podman image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' "$IMAGE"
echo "smoke passed"
