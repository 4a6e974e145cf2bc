# Builds one frontend (the shell or a remote) and serves it with nginx on its own origin.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/remotes-json.sh /docker-entrypoint.d/40-remotes-json.sh
