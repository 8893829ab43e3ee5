# syntax=docker/dockerfile:1
# Vitrine's image (docs/image.md). The build stage builds the checkout and runs the same
# scripts/build-image.mjs as CI does on the host; the runtime stage holds only its output: the built
# server and web app with their production dependencies, run by Node as an unprivileged user.
#
#   docker build -t vitrine .                              # without Chromium
#   docker build -t vitrine --build-arg WITH_CHROMIUM=true .   # with release page screenshots
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /src
# The dependencies first, so their layer is reused while only the sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/collab/package.json packages/collab/
COPY packages/components/package.json packages/components/
COPY packages/ar-viewer/package.json packages/ar-viewer/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN --mount=type=cache,target=/root/.npm npm run build && node scripts/build-image.mjs /app

FROM node:${NODE_VERSION}-slim
# Chromium renders the page screenshots of the Releases panel's diff; without it that call answers
# 503 and the rest works. Debian's package, found by the server at /usr/bin/chromium.
ARG WITH_CHROMIUM=false
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium fonts-liberation \
      && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# The code belongs to root and is read-only for the server; only DATA_DIR is its own.
COPY --from=build /app /app
# DATA_DIR: mount a volume here (docker run -v vitrine-data:/data), or the data goes with the container.
RUN mkdir -p /data && chown node:node /data
WORKDIR /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=6s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# Node is the container's main process and the server runs in it (scripts/start.mjs imports the
# bundle), so `docker stop`'s SIGTERM reaches the server, which drains and exits within 10 s.
# A 2 MB young generation keeps the heap small (docs/deploy.md, "Memory"); npm start does the same.
CMD ["node", "--max-semi-space-size=2", "scripts/start.mjs"]
