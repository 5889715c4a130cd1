import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";

/**
 * Serves the built web app from `root` with a single-page-app fallback: a GET or HEAD for an unknown path
 * that is not under /api and has no file extension answers index.html, so every client-side route
 * (`/sudoku`, `/sudoku/batch`, `/nonogram?p=...`) opens the app, on a first visit and on a reload. A missing
 * file (`/assets/gone.js`), another method, or anything under /api falls through to the API's problem+json
 * 404. Hashed files under /assets are cached for a year; everything else (index.html, the service worker
 * `sw.js`, the manifest) is revalidated on every load, so a new version is seen at once.
 * Text files (HTML, scripts, styles, the manifest) go out gzipped to a browser that accepts it: what a first
 * visit downloads is what the site's first-load budgets (apps/web/README.md) measure. The site's build writes
 * a `.gz` copy of each content-hashed text file under /assets (apps/web/build/precompress.ts), sent as it is;
 * the rest (index.html, the service worker, small files, the API reference under /docs) is compressed per
 * request.
 * When `root` has no index.html, `/` answers a small page that lists the API instead.
 */
// biome-ignore lint/suspicious/noExplicitAny: mounts on any app, whatever its env and schema.
export function mountStaticSite(app: Hono<any, any, any>, root: string | null, typeIds: string[]): void {
  const built = root !== null && existsSync(join(root, "index.html"));
  const isSitePath = (path: string) => path !== "/api" && !path.startsWith("/api/");
  if (!built) {
    app.get("/", (c) => c.html(notBuiltPage(root, typeIds)));
    return;
  }
  const files = serveStatic({ root, precompressed: true });
  const index = serveStatic({ root, path: "index.html", precompressed: true });
  const gzip = compress();
  app.use("*", (c, next) => (isSitePath(c.req.path) ? gzip(c, next) : next()));
  app.use("*", async (c, next) => {
    if (!isSitePath(c.req.path)) return next();
    const served = await files(c, next);
    if (served) cacheHeaders(served, c.req.path);
    return served;
  });
  app.use("*", async (c, next) => {
    if (!isSitePath(c.req.path) || extname(c.req.path) !== "") return next();
    const served = await index(c, next);
    if (served) cacheHeaders(served, "/index.html");
    return served;
  });
}

/** Content-hashed build output never changes under its name; anything else must be checked each time. */
function cacheHeaders(response: Response, path: string): void {
  if (!response.ok) return;
  response.headers.set(
    "Cache-Control",
    path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
  );
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function notBuiltPage(root: string | null, typeIds: string[]): string {
  const where = root ? ` (nothing at <code>${escapeHtml(root)}</code>)` : "";
  const types = typeIds.length > 0 ? typeIds.map((t) => `<code>${escapeHtml(t)}</code>`).join(", ") : "none";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Gridsmith API</title></head>
<body>
<h1>Gridsmith API</h1>
<p>The web app is not built${where}. Build it with <code>pnpm build</code>, or set <code>STATIC_ROOT</code>.</p>
<p>Puzzle types: ${types}.</p>
<ul>
<li><a href="/api/puzzles">GET /api/puzzles</a>: the puzzle types, formats and operations</li>
<li>POST /api/puzzles/{type}/{parse, solve, check, hint, explain, grade, generate, convert}</li>
<li><a href="/api/docs">/api/docs</a>: interactive documentation; <a href="/api/openapi.json">/api/openapi.json</a></li>
<li><a href="/healthz">/healthz</a>, <a href="/readyz">/readyz</a></li>
</ul>
</body>
</html>
`;
}
