#!/usr/bin/env node
// `pnpm start`: builds what the site needs (`pnpm build`, which skips what is up to date), writes the packages' API
// reference into the web build (/docs/api/) when the sources changed, and serves the API and the web app on
// one port (http://127.0.0.1:8787, or PORT). Nothing else to install or start.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// Whoever started this script (under `pnpm start`, the `sh -c` pnpm runs it in). See the end of the file.
const parent = process.ppid;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
const server = join(root, "apps/api/dist/server.js");
// `pnpm build`: the libraries, the API and the CLI in one tsc -b, then the site (tsc -b skips what is up to date).
// (scripts/build.mjs straight, not through `pnpm -s build`: pnpm's start-up is a second or more of a start
// that usually has nothing to build.)
const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], {
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
  const docs = spawnSync(process.execPath, [join(root, "scripts/docs-api.mjs"), "--quiet"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (docs.status !== 0) console.warn("the API reference could not be built; /docs/api/ is missing");
}

// The parent went away during the build: nobody is left to stop a server started now.
if (process.ppid !== parent) process.exit(1);

// The IPC channel is how this script stops the server (see the end of the file).
const child = spawn(process.execPath, [server], {
  cwd: join(root, "apps/api"),
  env: { STATIC_ROOT: join(root, "apps/web/dist"), ...env },
  stdio: ["inherit", "inherit", "inherit", "ipc"],
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

// The server must not outlive the command that started it, but pnpm (10) answers SIGTERM by killing the
// `sh -c` it runs this script in and exiting: the signal never reaches this script, which would run on, with
// the server, as an orphan. So this script watches its parent too: on Linux and macOS an orphan is adopted
// by another process, so a change of process.ppid means the parent has exited.
// Either way the server is told to stop by closing the IPC channel, not by a signal: the server takes that
// as one graceful stop however often it comes, while a second signal makes it exit at once, and Ctrl-C in a
// terminal (the whole process group) or systemd (the whole service) signal the server itself too. The
// channel also closes should this script die, so the server stops then as well.
//
// A server whose main thread is stuck cannot take that stop (nor a SIGTERM): its event loop never runs the
// handler. So before the channel is closed the server is asked to answer over it: one that does not within
// `stuckMs` is stuck (a graceful stop could never begin) and is killed with SIGKILL at once. One that answers
// gets the same grace period as its own graceful stop (SHUTDOWN_GRACE_MS, default 65 s: past it the server
// ends its solver threads and exits by itself), plus a margin, and is killed then if it is still there. This
// script exits only once the server has: nothing outlives the command.
const graceMs = wholeNumber(process.env.SHUTDOWN_GRACE_MS, 65_000);
const killMarginMs = 5_000;
const stuckMs = 5_000;
let killTimer;
let killed = false;
const kill = (why) => {
  if (killed || child.exitCode !== null || child.signalCode !== null) return;
  killed = true;
  console.error(`start: ${why}: killing the server (pid ${child.pid})`);
  child.kill("SIGKILL");
};
let stopping = false;
const stopServer = () => {
  if (stopping) return;
  stopping = true;
  killTimer = setTimeout(
    () => kill(`the server did not stop within ${graceMs + killMarginMs} ms`),
    graceMs + killMarginMs,
  );
  if (!child.connected) return;
  const stuck = setTimeout(
    () => kill(`the server's event loop did not answer within ${stuckMs} ms`),
    stuckMs,
  );
  child.once("message", () => {
    clearTimeout(stuck);
    if (child.connected) child.disconnect();
  });
  child.send("ping", (error) => {
    if (!error) return;
    // The channel closed meanwhile (the server is exiting): the timers above still watch it.
    clearTimeout(stuck);
  });
};
let signals = 0;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // Asked twice (Ctrl-C again, a second `kill`): no more waiting.
    if (++signals > 1) kill(`${signal} again`);
    else stopServer();
  });
}
setInterval(() => {
  if (process.ppid !== parent) stopServer();
}, 250).unref();
// Should this script fail, it still stops the server and stays until it is gone.
process.on("uncaughtException", (error) => {
  console.error(`start: ${error?.stack ?? error}`);
  stopServer();
});
child.on("error", (error) => {
  console.error(`start: the server: ${error.message}`);
  // It never started: there is nothing to wait for.
  if (child.pid === undefined) process.exit(1);
});
child.on("exit", (code, signal) => {
  clearTimeout(killTimer);
  process.exit(killed ? 1 : (code ?? (signal ? 0 : 1)));
});

/** A whole number of milliseconds from the environment, or `fallback` when unset or not one. */
function wholeNumber(raw, fallback) {
  const value = Number(raw);
  return raw !== undefined && raw !== "" && Number.isInteger(value) && value >= 0 ? value : fallback;
}
