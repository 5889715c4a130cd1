import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export interface WorkspacePackage {
  dir: string;
  name: string;
  manifest: Record<string, unknown> & { dependencies?: Record<string, string> };
}

/** The packages under packages/ (the libraries), read from their manifests. */
export function libraries(): WorkspacePackage[] {
  const base = join(repoRoot, "packages");
  return readdirSync(base)
    .map((name) => join(base, name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      return { dir, name: manifest.name as string, manifest };
    });
}

/** Every TypeScript source file below `dir`, tests included. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      if (entry === "node_modules" || entry === "dist") continue;
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(entry)) out.push(path);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Module specifiers a file imports or re-exports (static and dynamic). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = new Set<string>();
  for (const m of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g,
  )) {
    specifiers.add((m[1] ?? m[2] ?? m[3])!);
  }
  return [...specifiers];
}

export const rel = (path: string) => relative(repoRoot, path);
