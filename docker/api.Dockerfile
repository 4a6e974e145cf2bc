FROM node:24-bookworm-slim AS build
# better-sqlite3 (the embedded database, a dependency of the API workspace) fetches a prebuilt
# addon or compiles one: the compiler is here for when no prebuilt one can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY packages/platform/package.json packages/platform/
COPY packages/build/package.json packages/build/
COPY packages/money-days packages/money-days
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-booking/package.json mfe-booking/
COPY mfe-gallery/package.json mfe-gallery/
COPY mfe-admin/package.json mfe-admin/
RUN npm ci -w api --include-workspace-root=false
COPY api api
RUN npm run build -w api && npm prune --omit=dev -w api

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/assets api/assets
COPY --from=build /app/api/package.json api/
# The API runs @rental/money-days as it is (plain ESM): node_modules links to it.
COPY --from=build /app/packages/money-days packages/money-days
WORKDIR /app/api
EXPOSE 3000
CMD ["node", "dist/main.js"]
