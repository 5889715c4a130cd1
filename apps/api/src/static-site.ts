import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built web app from `root` with a single-page-app fallback: a GET for an unknown path that is
 * not under /api and has no file extension answers index.html, so client-side routes survive a reload.
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
  const files = serveStatic({ root });
  const index = serveStatic({ root, path: "index.html" });
  app.use("*", async (c, next) => (isSitePath(c.req.path) ? files(c, next) : next()));
  app.use("*", async (c, next) =>
    isSitePath(c.req.path) && extname(c.req.path) === "" ? index(c, next) : next(),
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
