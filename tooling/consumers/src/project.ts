import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The workspace root. */
export const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** Files the temporary project gets: the checks' loader and the Node, web and worker entry points. */
export const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), "../fixtures");
/** Where, inside a puzzle package, its independent check lives (not published; see CONTRIBUTING.md). */
export const independentCheckFile = "test-support/independent-check.mjs";

/** The grid geometry the independent checks share, apart from every package (see its header). */
export const independentCheckGeometry = "tooling/independent-checks/grid.mjs";

/** What a source says, without its one import of the checks' grid geometry (a line, as biome writes it). */
export const withoutGeometryImport = (source: string) =>
  source.replace(/^import \{[^}]*\} from "(\.\.\/)+tooling\/independent-checks\/grid\.mjs";$/m, "");

/** A static import, a dynamic one or a require. */
export const anyImport = /^\s*import\b|\bimport\(|\brequire\(/m;

/** One puzzle type's independent check, as its `test-support/independent-check.mjs` exports it. */
export interface IndependentCheck {
  /** The problems with `solution` as an answer to `puzzle`; empty when it is right. */
  check(puzzle: unknown, solution: unknown): string[];
  /** A tiny puzzle with a right answer and a wrong one. */
  sample: { puzzle: unknown; right: unknown; wrong: unknown };
}

/**
 * The independent checks as the consumer project has them (fixtures/checks.mjs, loaded from `app`), so the
 * tests judge answers with exactly what the project's scripts use.
 */
export async function independentChecks(app: string): Promise<{
  checkers: Record<string, IndependentCheck>;
  checkSolution(id: string, puzzle: unknown, solution: unknown): string[];
}> {
  return import(pathToFileURL(join(app, "checks.mjs")).href);
}

/** A child process's result, with its output kept for the failure message. */
export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node file` in `cwd` with a clean environment (no vitest or workspace variables), never throws. */
export function runNode(file: string, cwd: string): Ran {
  const r = spawnSync(process.execPath, [file], { cwd, env: cleanEnv(), encoding: "utf8", timeout: 120_000 });
  return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/** Runs a command and returns its stdout; throws with stdout and stderr when it fails. */
export function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      env: cleanEnv(),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

/** The environment without what vitest and pnpm set, so a child behaves as it would for a user. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith("VITEST") && !k.startsWith("npm_") && k !== "NODE_OPTIONS" && k !== "TEST",
    ),
  );
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0", npm_config_update_notifier: "false" };
}

/**
 * The Chromium to drive: `CHROMIUM_PATH`, else Debian's headless shell (what `.ci/run` installs), else
 * Debian's Chromium. Null when there is none.
 */
export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/**
 * Says plainly when there is no browser: under `CI=true` that is a failure, elsewhere the browser test is
 * skipped with this message. Returns whether it can run.
 */
export function browserAvailable(): boolean {
  if (findChromium()) return true;
  const message =
    "No Chromium found (set CHROMIUM_PATH, or install Debian's: apt-get install chromium-headless-shell); the browser consumer test is not run.";
  if (process.env.CI === "true") throw new Error(message);
  console.warn(`\n*** ${message} ***\n`);
  return false;
}

/** Where a package's folder is, from its name. */
export function packageDir(name: string): string {
  return join(repo, "packages", name.replace("@gridsmith/", ""));
}
