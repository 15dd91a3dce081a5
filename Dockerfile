# syntax=docker/dockerfile:1
# The shop as one image: `docker compose up` (compose.yaml) or any container runtime. docs/operations.md, "Container".
# bookworm: its postgresql-client-15 matches compose.yaml's postgres:15, so db:backup's pg_dump fits the server.
ARG NODE_IMAGE=node:20-bookworm-slim

# Production dependencies only. Install scripts stay off as npm 11 does on the machines this was proven on: every
# native part (sharp, argon2, esbuild) comes prebuilt in an optional package.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# The front end's build (Vite, React Router): needs the dev dependencies, which stay in this stage.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx react-router build

FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript through tsx (a production dependency): it needs server/, the shared contract in
# domain/, the scripts operators run (db:backup, admin:create, …) and the built front end, and nothing else.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json tsconfig.json ./
COPY server ./server
COPY domain ./domain
COPY scripts ./scripts
# Owned by the unprivileged `node` user of the base image; the code above stays root's, so the app cannot change it.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as process 1: SIGTERM from `docker stop` reaches the server's graceful shutdown (docs: "Shutdown").
CMD ["node", "--import", "tsx", "server/main.ts"]
