# The shop's image (docs/operations.md#the-image, docs/decisions/047-the-server-runs-from-a-bundle.md): the server's
# bundle and the built client on Node 24, with only the production packages, run as a user without rights, under tini.
#   docker build -t boutique-solidaire .
# BASE is any Debian bookworm with Node 24 and npm; scripts/image/build-local.sh makes one without a registry.
ARG BASE=node:24-bookworm-slim

# 1. The build: every package (Vite, esbuild...), then `npm run build` into dist/client and dist/server.
FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The packages the server loads at run time, and only those (scripts/image/prune-to-production.mjs says why the
# second command is needed). No package runs an install script (checked in the lock file): none is run here.
FROM ${BASE} AS packages
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/image/prune-to-production.mjs /tmp/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && node /tmp/prune-to-production.mjs

# 3. What runs: no compiler, no dev dependency, no source.
FROM ${BASE}
# tini passes SIGTERM on to node, which then finishes its requests and closes (src/server/main.ts); DejaVu is the
# font the link previews' pictures are drawn with (documents/campaign-og-image.ts). A base that has them keeps its own.
RUN if ! command -v tini >/dev/null || [ ! -d /usr/share/fonts/truetype/dejavu ]; then \
    apt-get update \
    && apt-get install -y --no-install-recommends tini=0.19.* fonts-dejavu-core=2.37-* fontconfig-config=2.14.* \
    && rm -rf /var/lib/apt/lists/*; \
  fi \
  && groupadd --system shop \
  && useradd --system --gid shop --home-dir /app --shell /usr/sbin/nologin shop \
  && mkdir /data \
  && chown shop:shop /data
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER shop
VOLUME ["/data"]
EXPOSE 3000
# What the proxy and the orchestrator ask too: 200 while the database answers (src/server/health).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
