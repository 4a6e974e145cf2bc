# Builds one remote as a release and serves it with nginx on its own
# origin. The release is `<version>-<commit>` (scripts/release.mjs); .git is not in the image, so
# the commit comes from the COMMIT build argument (compose passes $COMMIT: `COMMIT=$(git rev-parse
# --short HEAD) docker compose build`), the version from the app's package.json unless VERSION is set.
FROM node:24-bookworm-slim AS build
ARG APP
ARG COMMIT=unknown
ARG VERSION=
# better-sqlite3 (the embedded database, a dependency of the API workspace) fetches a prebuilt
# addon or compiles one: the compiler is here for when no prebuilt one can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci && RENTAL_BUILD_COMMIT="${COMMIT}" MF_BUILD_VERSION="${VERSION}" node scripts/release.mjs "${APP}" --deploy-dir /app/deploy

FROM nginx:1.27-alpine
# At start, publish-release.sh adds this release to /usr/share/nginx/html (a volume keeps the
# earlier ones and their chunks) and serves it live; remotes-json.sh then writes the shell's remotes.json.
COPY --from=build /app/deploy/releases /opt/rental/releases
# nginx's entrypoint fills ${API_ORIGIN} into the page policy (docker/nginx.conf.template).
ENV API_ORIGIN=http://localhost:3000
COPY docker/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY docker/publish-release.sh /docker-entrypoint.d/30-publish-release.sh
COPY docker/remotes-json.sh /docker-entrypoint.d/40-remotes-json.sh
