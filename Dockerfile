# syntax=docker/dockerfile:1
# Gateway image. Node 24 (current Active LTS line, Debian bookworm slim); the code targets Node >= 20.
# The same image runs the standalone sandbox (docker-compose.yml overrides the command).
# CI cannot run Docker, so .ci/run exercises the same commands: `npm ci`, `npm run build`, and the
# start command of CMD below, smoke-tested over HTTP.

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: full dependencies, TypeScript compiled to dist/, the dashboard built -------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The workspaces' manifests first (npm ci installs them with the root), their sources after.
COPY package.json package-lock.json ./
COPY client/package.json ./client/package.json
COPY examples/dashboard/package.json ./examples/dashboard/package.json
# A dependency packed in the repository (README, "Overrides"): npm ci installs it from here.
COPY vendor/*.tgz ./vendor/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY schema ./schema
COPY src ./src
COPY client ./client
COPY examples/dashboard ./examples/dashboard
# TypeScript to dist/, then (postbuild) the client package and the dashboard served at /app.
RUN npm run build

# --- runtime: production dependencies only, non-root -------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json ./client/package.json
COPY examples/dashboard/package.json ./examples/dashboard/package.json
# A dependency packed in the repository (README, "Overrides"): npm ci installs it from here.
COPY vendor/*.tgz ./vendor/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# dist/ mirrors src/ (including the .graphql files read next to the code); schema/ holds the
# gateway SDL and the upstream snapshot, read relative to the package root.
COPY --from=build /app/dist ./dist
COPY --from=build /app/schema ./schema
# The dashboard's static files (DASHBOARD, served at /app), read relative to dist/.
COPY --from=build /app/examples/dashboard/dist ./examples/dashboard/dist
# The trusted documents' manifest (PERSISTED_DOCUMENTS' default), deployed with the gateway
# that serves it: the client package's codegen writes it (docs/clients.md).
COPY client/src/generated/persisted-documents.json ./client/src/generated/persisted-documents.json
USER node
EXPOSE 4000
# Slim images have no curl: Node's fetch does the probe.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
