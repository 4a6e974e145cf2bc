# The shell: its release built as for any frontend (scripts/release.mjs), served by the shell server
# (shell/server, Node) instead of nginx: every page gets its head, status and Content-Security-Policy.
# COMMIT and VERSION as in frontend.Dockerfile.
FROM node:24-bookworm-slim AS build
ARG COMMIT=unknown
ARG VERSION=
# better-sqlite3 (the embedded database, a dependency of the API workspace) fetches a prebuilt
# addon or compiles one: the compiler is here for when no prebuilt one can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci && RENTAL_BUILD_COMMIT="${COMMIT}" MF_BUILD_VERSION="${VERSION}" node scripts/release.mjs shell --deploy-dir /app/deploy \
  && npm run build:server -w shell && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HTML_ROOT=/srv/shell SHELL_ROOT=/srv/shell REMOTES_JSON_TARGET=/srv/shell/remotes.json PORT=80
COPY --from=build /app/node_modules /app/node_modules
COPY --from=build /app/shell/server /app/shell/server
# The server runs @rental/money-days as it is (plain ESM): node_modules links to it.
COPY --from=build /app/packages/money-days /app/packages/money-days
COPY --from=build /app/deploy/releases /opt/rental/releases
COPY docker/publish-release.sh docker/remotes-json.sh /app/docker/
# At start: publish this image's release into the served folder (a volume keeps earlier ones), write
# remotes.json from the mounted file and the environment, then serve.
CMD ["sh", "-c", "sh /app/docker/publish-release.sh && sh /app/docker/remotes-json.sh && exec node /app/shell/server/dist/main.js"]
