import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Download, Page } from "playwright-core";

const web = fileURLToPath(new URL("..", import.meta.url));
export const dist = `${web}dist`;
const apiServer = fileURLToPath(new URL("../../api/dist/server.js", import.meta.url));
// The built API imports the built catalog (and through it every puzzle package's dist/).
const apiCatalog = fileURLToPath(
  new URL("../../api/node_modules/@gridsmith/catalog/dist/index.js", import.meta.url),
);
export const screenshots = `${web}e2e/screenshots`;

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set (and only it), else Debian's headless shell (package
 * `chromium-headless-shell`, what `.ci/run` installs), else Debian's Chromium. Null when there is none. The
 * headless shell is the same Chromium build (Chromium's old headless mode) without the browser's windows
 * and their pages: the same tests pass for some 13 % less CPU, and the pictures are the same byte for byte
 * (tooling/bench/RESULTS.md, "CI").
 */
export function findChromium(): string | null {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Says plainly when there is no browser: in CI (`CI=true`) that is a failure, elsewhere the browser tests
 * are skipped with this message. Returns whether the tests can run.
 */
export function browserAvailable(): boolean {
  if (findChromium()) return true;
  const where = process.env.CHROMIUM_PATH
    ? `at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}`
    : "at /usr/bin/chromium-headless-shell or /usr/bin/chromium";
  const message = `No Chromium found ${where} (set CHROMIUM_PATH, or apt-get install chromium-headless-shell); browser tests not run.`;
  if (process.env.CI === "true") throw new Error(message);
  console.warn(`\n*** ${message} ***\n`);
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the site server did not answer at ${url} within 60 s:\n${output()}`);
}

/** A running copy of the built site. */
export interface Site {
  url: string;
  /** "api" when the API server serves it (solving on the server works), "preview" for `vite preview`. */
  server: "api" | "preview";
  stop(): Promise<void>;
}

/**
 * Whether the API server is built (with the packages it imports). In CI a half-built API is an error;
 * elsewhere the tests say so and use `vite preview`.
 */
function apiBuilt(): boolean {
  if (!existsSync(apiServer)) {
    console.log(
      "apps/api is not built: serving the site with vite preview (solving on the server is not tested)",
    );
    return false;
  }
  if (existsSync(apiCatalog)) return true;
  const message =
    "apps/api/dist exists but the packages it imports are not built (pnpm turbo run build --filter @gridsmith/api...)";
  if (process.env.CI === "true") throw new Error(message);
  console.log(`${message}: serving the site with vite preview instead`);
  return false;
}

/**
 * Builds the site when there is no build, then serves it on a free loopback port until `stop`. `root`
 * serves another copy of the build (a test that changes files serves a copy of dist/).
 */
export async function startSite(options: { root?: string } = {}): Promise<Site> {
  const root = options.root ?? dist;
  if (!existsSync(`${dist}/index.html`)) {
    console.log("apps/web/dist is missing: building the site first");
    const built = spawnSync("pnpm", ["exec", "vite", "build"], { cwd: web, stdio: "inherit" });
    if (built.status !== 0) throw new Error("vite build failed");
  }
  const port = await freePort();
  const useApi = apiBuilt();
  const child = useApi
    ? spawn(process.execPath, [apiServer], {
        cwd: web,
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          STATIC_ROOT: root,
          // The site solves in its own Web Worker (on the server only when "Solve on the server" is ticked,
          // which no browser test does): one solver thread and no spare (by default a spare a thread, kept
          // for tasks that turn slow), whose start loads every puzzle type again, some 0.9 CPU-s of each of
          // the run's five or so server starts.
          SOLVER_THREADS: "1",
          SOLVER_SPARE_THREADS: "0",
        },
        stdio: ["ignore", "pipe", "pipe"],
      })
    : spawn(
        "pnpm",
        [
          "exec",
          "vite",
          "preview",
          "--host",
          "127.0.0.1",
          "--port",
          String(port),
          "--strictPort",
          "--outDir",
          root,
        ],
        {
          cwd: web,
          stdio: ["ignore", "pipe", "pipe"],
          detached: true,
        },
      );
  console.log(
    useApi
      ? "serving the site with the API server (apps/api/dist/server.js)"
      : "serving the site with vite preview",
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilUp(url, child, () => output);
  return {
    url,
    server: useApi ? "api" : "preview",
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      // vite preview runs under pnpm in its own process group; the API server is a single process.
      if (useApi) child.kill("SIGTERM");
      else if (child.pid) process.kill(-child.pid, "SIGTERM");
      // The time limit is cleared once the server has exited: a pending timer kept the run's process
      // alive for the rest of its five seconds, after every run.
      let limit: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (limit = setTimeout(r, 5000)))]);
      clearTimeout(limit);
    },
  };
}

/**
 * The features Playwright (1.65) turns off in Chromium, its `--disable-features` switch as it passes it.
 * Chromium reads only the last such switch, so ours replaces this one and must repeat its list.
 */
const playwrightDisabledFeatures =
  "--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion";

/**
 * Chromium's address bar popups, which headless Chromium (156) still renders in a process of their own for
 * every window it opens (`chrome://omnibox-popup.top-chrome/` and its `omnibox_popup_aim.html`): some 0.3
 * to 0.7 s of CPU for each page a test opens, with no window to show them in.
 */
const omniboxPopups = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** How Chromium is started: headless, the way that works with Debian's build. */
function chromiumOptions() {
  return {
    executablePath: findChromium()!,
    headless: true,
    ignoreDefaultArgs: [playwrightDisabledFeatures],
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `${playwrightDisabledFeatures},${omniboxPopups.join(",")}`,
    ],
  };
}

/**
 * Fails when Chromium was started with a `--disable-features` switch besides ours: Playwright's list changed
 * (a new version), and as Chromium reads only the last switch, one of the two lists would be lost. Copy its
 * new list (`disabledFeatures` in playwright-core's chromium switches) into playwrightDisabledFeatures.
 */
function expectOneFeatureList(spawnArgs: string[]): void {
  const lists = spawnArgs.filter((arg) => arg.startsWith("--disable-features="));
  if (lists.length !== 1)
    throw new Error(
      `Chromium was started with ${lists.length} --disable-features switches (Playwright's list changed?):\n${lists.join("\n")}`,
    );
}

/**
 * playwright-core, loaded when a browser is launched: not in the run's main process, whose global setup
 * (e2e/global-setup.ts) only serves the site. Required, not imported: Node imports a CommonJS package by
 * first scanning its whole source for the names it exports (playwright-core's two bundles are some 7 MB):
 * 0.9 CPU-s against 0.56 (`node -e`, 5 runs each, less Node's own start).
 */
function playwright(): typeof import("playwright-core") {
  return createRequire(import.meta.url)("playwright-core");
}

/**
 * Launches headless Chromium in this process, for the test files run in it ({@link browserForFile}). The
 * browser is driven from the process that started it: a call through a browser server's WebSocket
 * (`launchServer` in the run's global setup, `connect` in the tests' worker) cost some 6.5 ms of CPU in all
 * processes against 4.5 ms straight over Chromium's pipe (tooling/bench/RESULTS.md, ci15), and a test file
 * makes thousands (each locator action and each poll of `expect.poll`).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await playwright().chromium.launch(chromiumOptions());
  try {
    const commandLine = chromiumCommandLine();
    if (commandLine) expectOneFeatureList(commandLine);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
}

/**
 * The switches of the Chromium this process started, from /proc (Playwright's Browser does not show its
 * process, and Chromium tells its command line over CDP only under `--enable-automation`, which Playwright no
 * longer passes); null where there is no /proc.
 */
function chromiumCommandLine(): string[] | null {
  if (!existsSync("/proc/self/stat")) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the field after the name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent !== process.pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes("--remote-debugging-pipe")) return args;
    } catch {
      // the process has exited
    }
  }
  throw new Error("found no Chromium started by this process in /proc");
}

/**
 * A test file's view of the run's browser: the contexts and pages it opens have service workers blocked
 * unless `serviceWorkers` says "allow" (or a context's own options do): the site's worker precaches the
 * whole build (some 200 files, 3.5 MB) in every fresh context, which cost the API server, the browser and
 * the renderer more CPU than most tests' own work. Only offline.e2e.ts tests the service worker; it allows
 * them. They also prefer reduced motion (unless a context's options say otherwise): the only motion on the
 * site is the spinner beside a running solve, which no test looks at, and drawn at 60 frames a second by
 * software it cost some 12 % of a core for as long as it turned.
 *
 * Its `close()` closes every context it opened (as closing a connection to a browser server did) and leaves
 * the browser running for the next file.
 */
export function browserForFile(
  browser: Browser,
  { serviceWorkers = "block" }: { serviceWorkers?: "allow" | "block" } = {},
): Browser {
  const defaults = { serviceWorkers, reducedMotion: "reduce" } as const;
  const opened = new Set<BrowserContext>();
  const own: Partial<Browser> = {
    async newContext(options = {}) {
      const context = await browser.newContext({ ...defaults, ...options });
      opened.add(context);
      context.once("close", () => opened.delete(context));
      return context;
    },
    async newPage(options = {}) {
      const page = await browser.newPage({ ...defaults, ...options });
      const context = page.context();
      opened.add(context);
      context.once("close", () => opened.delete(context));
      return page;
    },
    contexts: () => browser.contexts().filter((context) => opened.has(context)),
    async close() {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A finished download's contents, as text. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Saves a full-page screenshot under e2e/screenshots (git-ignored); returns the PNG. */
export async function screenshot(page: Page, name: string): Promise<Buffer> {
  mkdirSync(screenshots, { recursive: true });
  return page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

/** Fails the test on any error the page logs or throws. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  return errors;
}
