FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY packages/platform/package.json packages/platform/
COPY packages/build/package.json packages/build/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-booking/package.json mfe-booking/
COPY mfe-gallery/package.json mfe-gallery/
COPY mfe-admin/package.json mfe-admin/
RUN npm ci -w api --include-workspace-root=false
COPY api api
RUN npm run build -w api && npm prune --omit=dev -w api

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/assets api/assets
COPY --from=build /app/api/package.json api/
WORKDIR /app/api
EXPOSE 3000
CMD ["node", "dist/main.js"]
