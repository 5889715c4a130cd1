import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bundledEntry, bundlePath, ensureBuilt, isFresh, packageClosure, stampPath } from "../launch.mjs";

const launcher = fileURLToPath(new URL("../launch.mjs", import.meta.url));

// A workspace of two packages laid out as the real one: apps/cli (the `gridsmith` command) built from
// packages/lib. Its "build" writes dist/ files whose CLI prints its arguments and which build wrote it.
let root: string;
let builds: number;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A file's modification time set `seconds` from now (later than any stamp written before it). */
function touch(path: string, seconds: number): void {
  const at = Date.now() / 1000 + seconds;
  utimesSync(join(root, path), at, at);
}

function fakeBuild(): number {
  builds++;
  write("packages/lib/dist/index.js", "export const lib = 1;\n");
  write("apps/cli/dist/main.js", 'process.stdout.write("cli " + process.argv.slice(2).join(" ") + "\\n");\n');
  return 0;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "gridsmith-launch-"));
  builds = 0;
  const manifest = (name: string, deps: Record<string, string> = {}) =>
    JSON.stringify({ name, scripts: { build: "tsc" }, dependencies: deps });
  write("packages/lib/package.json", manifest("@x/lib"));
  write("packages/lib/src/index.ts", "export const lib = 1;\n");
  write("packages/other/package.json", manifest("@x/other"));
  write("packages/other/src/index.ts", "export const other = 1;\n");
  write("apps/cli/package.json", manifest("@x/cli", { "@x/lib": "workspace:*", "left-pad": "^1.0.0" }));
  write("apps/cli/src/main.ts", "import '@x/lib';\n");
  // Every file and folder a little in the past: a stamp written now is newer than all of them.
  age("");
});

function age(path: string): void {
  if (statSync(join(root, path)).isDirectory())
    for (const name of readdirSync(join(root, path))) age(join(path, name));
  touch(path, -60);
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the launcher's freshness check", () => {
  it("follows workspace dependencies only", () => {
    expect(packageClosure(root, "apps/cli").sort()).toEqual(["apps/cli", "packages/lib"]);
  });

  it("builds when there was no build through it, then runs dist as it is", () => {
    expect(isFresh(root, "gridsmith")).toBe(false);
    expect(ensureBuilt(root, "gridsmith", fakeBuild)).toBe(join(root, "apps/cli/dist/main.js"));
    expect(builds).toBe(1);
    expect(isFresh(root, "gridsmith")).toBe(true);
    ensureBuilt(root, "gridsmith", fakeBuild);
    expect(builds).toBe(1);
  });

  it("rebuilds when a source of a dependency is newer than the build", () => {
    ensureBuilt(root, "gridsmith", fakeBuild);
    touch("packages/lib/src/index.ts", 60);
    expect(isFresh(root, "gridsmith")).toBe(false);
    ensureBuilt(root, "gridsmith", fakeBuild);
    expect(builds).toBe(2);
  });

  it("rebuilds when a source file is added, and when package.json changes", () => {
    ensureBuilt(root, "gridsmith", fakeBuild);
    write("apps/cli/src/extra.ts", "export {};\n");
    touch("apps/cli/src", 60);
    expect(isFresh(root, "gridsmith")).toBe(false);
    ensureBuilt(root, "gridsmith", fakeBuild);
    touch("packages/lib/package.json", 120);
    expect(isFresh(root, "gridsmith")).toBe(false);
  });

  it("follows a workspace dependency added since the last build", () => {
    ensureBuilt(root, "gridsmith", fakeBuild);
    // That build a minute ago, the edit half a minute ago: older than the build the edit calls for.
    const stamp = stampPath(root, "gridsmith");
    utimesSync(stamp, Date.now() / 1000 - 60, Date.now() / 1000 - 60);
    const manifest = {
      name: "@x/cli",
      scripts: { build: "tsc" },
      dependencies: { "@x/other": "workspace:*" },
    };
    write("apps/cli/package.json", JSON.stringify(manifest));
    touch("apps/cli/package.json", -30);
    expect(isFresh(root, "gridsmith")).toBe(false);
    ensureBuilt(root, "gridsmith", () => {
      write("packages/other/dist/index.js", "export const other = 1;\n");
      return fakeBuild();
    });
    expect(isFresh(root, "gridsmith")).toBe(true);
    touch("packages/other/src/index.ts", 120);
    expect(isFresh(root, "gridsmith")).toBe(false);
  });

  it("builds when the stamp does not say what the command is built from (an older launcher's)", () => {
    ensureBuilt(root, "gridsmith", fakeBuild);
    writeFileSync(stampPath(root, "gridsmith"), "");
    expect(isFresh(root, "gridsmith")).toBe(false);
  });

  it("ignores packages the command is not built from", () => {
    ensureBuilt(root, "gridsmith", fakeBuild);
    touch("packages/other/src/index.ts", 60);
    expect(isFresh(root, "gridsmith")).toBe(true);
  });

  it("rebuilds when a dependency's dist/ is gone", () => {
    ensureBuilt(root, "gridsmith", fakeBuild);
    rmSync(join(root, "packages/lib/dist"), { recursive: true });
    expect(isFresh(root, "gridsmith")).toBe(false);
  });

  it("rebuilds next time when a source was saved during the build", () => {
    ensureBuilt(root, "gridsmith", () => {
      fakeBuild();
      // Saved while the build ran: newer than the build's start, whatever the build read.
      writeFileSync(join(root, "apps/cli/src/main.ts"), "import '@x/lib'; // edited\n");
      return 0;
    });
    expect(isFresh(root, "gridsmith")).toBe(false);
  });

  it("records nothing when the build fails, so the next call tries again", () => {
    expect(ensureBuilt(root, "gridsmith", () => 1)).toBeUndefined();
    expect(isFresh(root, "gridsmith")).toBe(false);
    expect(existsSync(stampPath(root, "gridsmith"))).toBe(false);
  });
});

describe("the launcher's bundle of the built entry", () => {
  // A build whose modules print their own import.meta.url, and which build wrote them.
  const buildPrintingUrls = (tag: string) => () => {
    builds++;
    write("packages/lib/dist/index.js", "export const where = import.meta.url;\n");
    write(
      "apps/cli/dist/main.js",
      `import { where } from "../../../packages/lib/dist/index.js";\nprocess.stdout.write("${tag} " + where + " " + import.meta.url);\n`,
    );
    return 0;
  };
  const url = (path: string) => pathToFileURL(join(root, path)).href;
  const runFile = (file: string) => execFileSync(process.execPath, [file], { encoding: "utf8" });

  it("runs as the entry does, each module keeping its own import.meta.url", async () => {
    const entry = ensureBuilt(root, "gridsmith", buildPrintingUrls("first"))!;
    const bundle = await bundledEntry(root, "gridsmith", entry);
    expect(dirname(bundle!)).toBe(bundlePath(root, "gridsmith"));
    expect(runFile(bundle!)).toBe(
      `first ${url("packages/lib/dist/index.js")} ${url("apps/cli/dist/main.js")}`,
    );
    expect(runFile(bundle!)).toBe(runFile(entry));
  });

  it("is split at dynamic imports: a module imported on demand is a file of its own, loaded when asked", async () => {
    const entry = ensureBuilt(root, "gridsmith", () => {
      builds++;
      // Named as the command: the bundle's entry is still the entry's file.
      write("packages/lib/dist/gridsmith.js", "export const where = import.meta.url;\n");
      write(
        "apps/cli/dist/main.js",
        'process.stdout.write("main ");\nif (process.argv[2] === "lib") process.stdout.write((await import("../../../packages/lib/dist/gridsmith.js")).where);\n',
      );
      return 0;
    })!;
    const bundle = (await bundledEntry(root, "gridsmith", entry))!;
    const files = readdirSync(dirname(bundle));
    expect(files.length).toBeGreaterThan(1);
    // The entry's file does not hold the module it imports on demand; another file of the bundle does.
    expect(readFileSync(bundle, "utf8")).not.toContain(url("packages/lib/dist/gridsmith.js"));
    expect(execFileSync(process.execPath, [bundle], { encoding: "utf8" })).toBe("main ");
    expect(execFileSync(process.execPath, [bundle, "lib"], { encoding: "utf8" })).toBe(
      `main ${url("packages/lib/dist/gridsmith.js")}`,
    );
  });

  it("is made once per build: kept while the build is current, made again after the next", async () => {
    const entry = ensureBuilt(root, "gridsmith", buildPrintingUrls("first"))!;
    const bundle = (await bundledEntry(root, "gridsmith", entry))!;
    utimesSync(bundle, Date.now() / 1000 - 30, Date.now() / 1000 - 30);
    const kept = statSync(bundle).mtimeMs;
    expect(await bundledEntry(root, "gridsmith", entry)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(kept);
    touch("packages/lib/src/index.ts", 60);
    ensureBuilt(root, "gridsmith", buildPrintingUrls("second"));
    expect(builds).toBe(2);
    const second = (await bundledEntry(root, "gridsmith", entry))!;
    expect(runFile(second)).toMatch(/^second /);
    // The first build's bundle stays for runs that started with it (removed once it is old).
    expect(runFile(bundle)).toMatch(/^first /);
  });

  it("is not made without a build through the launcher", async () => {
    buildPrintingUrls("unrecorded")();
    expect(await bundledEntry(root, "gridsmith", join(root, "apps/cli/dist/main.js"))).toBeUndefined();
  });
});

describe("the launcher as a command", () => {
  // The launcher copied into the workspace, with a `tsc` that builds as fakeBuild does and prints what tsc
  // prints: the CLI's standard output must be the same after a build as from a fresh dist.
  beforeEach(() => {
    copyFileSync(launcher, join(root, "apps/cli/launch.mjs"));
    write(
      "node_modules/typescript/bin/tsc",
      [
        'const { appendFileSync, mkdirSync, writeFileSync } = require("node:fs");',
        'console.log("tsc " + process.argv.slice(2).join(" "));',
        'mkdirSync("packages/lib/dist", { recursive: true });',
        'mkdirSync("apps/cli/dist", { recursive: true });',
        'writeFileSync("packages/lib/dist/index.js", "export const lib = 1;\\n");',
        `writeFileSync("apps/cli/dist/main.js", 'process.stdout.write("cli " + process.argv.slice(2).join(" ") + "\\\\n");\\n');`,
        'appendFileSync("build.log", "built\\n");',
      ].join("\n"),
    );
    write("node_modules/typescript/package.json", '{ "type": "commonjs" }');
    age("");
  });

  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join(root, "apps/cli/launch.mjs"), ...args], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  const buildLog = () =>
    existsSync(join(root, "build.log")) ? readFileSync(join(root, "build.log"), "utf8") : "";

  it("prints the same whether it built first or ran dist as it was", () => {
    const afterBuild = run("gridsmith", "solve", "a.txt", "--json");
    expect(buildLog()).toBe("built\n");
    const fresh = run("gridsmith", "solve", "a.txt", "--json");
    expect(buildLog()).toBe("built\n");
    expect(afterBuild).toBe("cli solve a.txt --json\n");
    expect(fresh).toBe(afterBuild);
    touch("packages/lib/src/index.ts", 60);
    expect(run("gridsmith", "solve", "a.txt", "--json")).toBe(afterBuild);
    expect(buildLog()).toBe("built\nbuilt\n");
  });

  it("exits 2 on an unknown command", () => {
    expect(() => run("nope")).toThrow(expect.objectContaining({ status: 2 }));
  });
});
