// `pnpm docs:api`: the libraries' API reference (TypeDoc) into the site's build, apps/web/dist/docs/api/.
//
// Every public entry point of every package under packages/ (its package.json `exports` that point at a
// source file) goes into ONE TypeScript program: TypeDoc's "packages" strategy makes a program a package,
// each reading kit's and the engine's sources again (about four times the CPU). Each entry point's module is
// named as users import it (`@gridsmith/kit/batch`), and a package's first module shows its README, as the
// "packages" strategy did. Options shared by every run (validation, warnings as errors) are in typedoc.json.
//
//   node scripts/docs-api.mjs [--quiet]   --quiet: errors only, warnings do not fail (`pnpm start` uses it)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  Application,
  Converter,
  MinimalSourceFile,
  ReflectionKind,
  TSConfigReader,
  TypeDocReader,
} from "typedoc";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const packagesDir = join(root, "packages");
const quiet = process.argv.includes("--quiet");

/**
 * The packages' manifests, each after the workspace packages it depends on: TypeDoc documents a symbol where
 * it first meets it, so kit's `CluePlace` must be met in kit before a genre that re-exports it.
 */
function manifestsInDependencyOrder() {
  const manifests = new Map();
  for (const dir of readdirSync(packagesDir).sort()) {
    const path = join(packagesDir, dir, "package.json");
    if (existsSync(path)) manifests.set(JSON.parse(readFileSync(path, "utf8")).name, { dir, path });
  }
  const ordered = [];
  const visit = (name) => {
    const entry = manifests.get(name);
    if (!entry || entry.visited) return;
    entry.visited = true;
    entry.manifest = JSON.parse(readFileSync(entry.path, "utf8"));
    for (const dependency of Object.keys(entry.manifest.dependencies ?? {})) visit(dependency);
    ordered.push(entry);
  };
  for (const name of manifests.keys()) visit(name);
  return ordered;
}

/** Each package's public entry points: the source file and the name users import it by. */
function entryPoints() {
  const found = [];
  for (const { dir, manifest } of manifestsInDependencyOrder()) {
    if (manifest.private) continue;
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === "object" ? target?.["@gridsmith/source"] : undefined;
      if (typeof source !== "string" || !/\.tsx?$/.test(source)) continue;
      found.push({
        file: join(packagesDir, dir, source),
        name: subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`,
        readme: subpath === "." ? join(packagesDir, dir, "README.md") : undefined,
      });
    }
  }
  return found;
}

/** The name TypeDoc gives an entry point's module: its path from the entry points' common folder. */
const defaultModuleName = (file) =>
  relative(packagesDir, file)
    .replace(/\.tsx?$/, "")
    .replace(/\/index$/, "");

const entries = entryPoints();
const byDefaultName = new Map(entries.map((entry) => [defaultModuleName(entry.file), entry]));
const app = await Application.bootstrapWithPlugins(
  {
    entryPointStrategy: "resolve",
    entryPoints: entries.map((entry) => entry.file),
    tsconfig: join(root, "tsconfig.docs.json"),
    ...(quiet ? { logLevel: "Error", treatWarningsAsErrors: false } : {}),
  },
  [new TypeDocReader(), new TSConfigReader()],
);

app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
  for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
    const entry = byDefaultName.get(module.name);
    if (!entry) continue;
    module.name = entry.name;
    if (entry.readme && existsSync(entry.readme)) {
      const file = new MinimalSourceFile(readFileSync(entry.readme, "utf8"), entry.readme);
      module.readme = app.converter.parseRawComment(file, context.project.files).content;
      context.project.files.registerReflectionPath(entry.readme, module);
    }
  }
});

const project = await app.convert();
if (!project) process.exit(1);
app.validate(project);
if (app.logger.hasErrors() || (!quiet && app.logger.hasWarnings())) process.exit(1);
await app.generateDocs(project, app.options.getValue("out"));
if (app.logger.hasErrors()) process.exit(1);
