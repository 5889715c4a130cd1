#!/usr/bin/env node
// `pnpm start`: builds what the site needs (turbo skips what is up to date), writes the packages' API
// reference into the web build (/docs/api/) when the sources changed, and serves the API and the web app on
// one port (http://127.0.0.1:8787, or PORT). Nothing else to install or start.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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

// The API reference (TypeDoc, `pnpm docs:api`) lives in the web build's docs/api/, served at /docs/api/.
// Rebuilt only when a package's sources are newer than it, or a fresh web build removed it. A documentation
// warning does not stop the site here (CI fails on it).
const docsIndex = join(root, "apps/web/dist/docs/api/index.html");
if (existsSync(join(root, "apps/web/dist")) && newestSource() > mtime(docsIndex)) {
  console.log("writing the API reference to apps/web/dist/docs/api (pnpm docs:api)");
  const docs = spawnSync(
    "pnpm",
    ["exec", "typedoc", "--logLevel", "Error", "--treatWarningsAsErrors", "false"],
    {
      cwd: root,
      env,
      stdio: "inherit",
    },
  );
  if (docs.status !== 0) console.warn("the API reference could not be built; /docs/api/ is missing");
}

const child = spawn(process.execPath, [server], {
  cwd: join(root, "apps/api"),
  env: { STATIC_ROOT: join(root, "apps/web/dist"), ...env },
  stdio: "inherit",
});

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** The newest modification time of any file in a package's src folder, or of typedoc.json. */
function newestSource() {
  let newest = mtime(join(root, "typedoc.json"));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, mtime(path));
    }
  };
  for (const name of readdirSync(join(root, "packages"))) {
    const src = join(root, "packages", name, "src");
    if (existsSync(src)) walk(src);
  }
  return newest;
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
