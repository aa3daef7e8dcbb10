#!/usr/bin/env bash
# Builds the shop's image on a machine that reaches no container registry, only Debian's archive and the npm registry
# (docs/operations.md#the-image): the Dockerfile's node:24-bookworm-slim cannot be pulled there, so a base of the same
# kind is made first, from Debian bookworm (mmdebstrap) with Node 24 and npm taken from the npm registry, then the
# Dockerfile is built on it with podman, unchanged (BASE=...). Run as root from anywhere:
#   bash scripts/image/build-local.sh            # makes the base once, then builds localhost/boutique-solidaire:latest
#   REBUILD_BASE=1 bash scripts/image/build-local.sh   # makes the base again (a newer Node 24, Debian's updates)
# scripts/image/smoke-local.sh then starts the image and checks it.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_IMAGE=${BASE_IMAGE:-localhost/boutique-solidaire-base:bookworm-node24}
IMAGE=${IMAGE:-localhost/boutique-solidaire:latest}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The tools, from Debian, when missing (a new machine has none of them).
missing=()
for tool in mmdebstrap podman runc; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then echo "missing: ${missing[*]}; run as root to install them" >&2; exit 1; fi
  echo "installing Debian's ${missing[*]}"
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi

# 2. Podman's settings for this run only (podman-settings.sh).
. scripts/image/podman-settings.sh
podman_settings "$work"

# 3. The base: Debian bookworm's minimal system with what the Dockerfile's last stage would otherwise install (tini,
# the DejaVu fonts and fontconfig's settings, the CA certificates), Node 24 and npm from the npm registry (the
# node-linux-<arch> package holds the official binary; npm checks both packages' checksums).
if [ -n "${REBUILD_BASE:-}" ] || ! podman image exists "$BASE_IMAGE"; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64) node_arch=arm64 ;;
    *) echo "no Node 24 package known for $(uname -m)" >&2; exit 1 ;;
  esac
  echo "fetching node-linux-$node_arch@24 and npm@11 from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-$node_arch@24" "npm@11" >/dev/null)
  mkdir -p "$work/node" "$work/npm"
  tar -xzf "$work"/node-linux-"$node_arch"-*.tgz -C "$work/node" --strip-components=1
  tar -xzf "$work"/npm-[0-9]*.tgz -C "$work/npm" --strip-components=1
  echo "making the base with mmdebstrap (Debian bookworm, minbase)"
  mmdebstrap --variant=minbase --include=ca-certificates,tini,fonts-dejavu-core,fontconfig-config \
    --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules\"" \
    --customize-hook="copy-in $work/node/bin/node /usr/local/bin" \
    --customize-hook="copy-in $work/npm /usr/local/lib/node_modules" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*' \
    bookworm "$work/rootfs.tar"
  podman import --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
    "$work/rootfs.tar" "$BASE_IMAGE" >/dev/null
  podman run --rm --network host "$BASE_IMAGE" sh -c 'echo "base: node $(node --version), npm $(npm --version)"'
fi

# 4. The image, from the Dockerfile as users build it. The build's npm reaches the registry through this machine's
# network and trusts what the machine trusts (its CA bundle, for a proxy that inspects TLS), and reuses the machine's
# npm cache: mounted for the build's commands only, none of it ends up in the image.
cat >"$work/npmrc" <<EOF
cafile=/etc/ssl/certs/ca-certificates.crt
prefer-offline=true
EOF
mkdir -p "${HOME}/.npm"
podman build --pull=never --format docker --network host \
  --build-arg BASE="$BASE_IMAGE" \
  --volume /etc/ssl/certs/ca-certificates.crt:/etc/ssl/certs/ca-certificates.crt:ro \
  --volume "$work/npmrc:/usr/local/etc/npmrc:ro" \
  --volume "${HOME}/.npm:/root/.npm" \
  --tag "$IMAGE" .
podman image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E "^(${BASE_IMAGE}|${IMAGE})" || true
