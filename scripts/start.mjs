#!/usr/bin/env node
// `pnpm start`: builds what the site needs (turbo skips what is up to date) and serves the API and the web
// app on one port (http://127.0.0.1:8787, or PORT). Nothing else to install or start.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
const server = join(root, "apps/api/dist/server.js");
const filters = ["@gridsmith/api", "@gridsmith/web"]
  .filter((name) => existsSync(join(root, "apps", name.split("/")[1], "package.json")))
  .flatMap((name) => ["--filter", name]);

const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(process.execPath, [server], {
  cwd: join(root, "apps/api"),
  env: { STATIC_ROOT: join(root, "apps/web/dist"), ...env },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
