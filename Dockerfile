# The marketplace as one image: built with the dev dependencies, run without them.
# compose.yaml runs two of these behind nginx with PostgreSQL, an SMTP catcher and an S3 store.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# MALLOC_MMAP_THRESHOLD_: as in `npm run start:prod` (README, Production).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The compiled server, the built client and prerendered pages, and the migrations it applies on start.
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/site ./dist/site
COPY drizzle ./drizzle
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The young generation capped as on Node 20: Node 24 sizes it from the machine's memory, and an
# idle server's RSS was 278 MB, 207 MB with this cap (Node 20: 152 MB; package.json start:prod).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "--heap-growing-percent=100", "dist/server/index.js"]
