import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { lineInputs } from "./cli-lines.ts";
import { repoRoot } from "./harness.ts";

// The public puzz.link links the genres' benchmark runs (suites/genres.ts): the held-out ones in
// data/puzzlink-links.txt, and the ones the genres' own tests use.

/** A link's genre as its URL names it (`https://puzz.link/p?yajilin/...` is "yajilin"). */
export function genreOfLink(link: string): string {
  return /\?([a-z0-9_]+)\//i.exec(link)?.[1]?.toLowerCase() ?? "?";
}

/**
 * What says which puzzle a link is: the text after `?` without the genre's name, so one puzzle written for
 * puzz.link or pzv.jp, or under another name of its genre (yajilin or yajirin), is one key.
 */
export function puzzleKey(link: string): string {
  const query = link.slice(link.indexOf("?") + 1);
  return query.slice(query.indexOf("/") + 1);
}

const LINK = /https?:\/\/(?:puzz\.link\/p|pzv\.jp\/p\.html|pzprxs\.vercel\.app\/p)\?[^\s"'`]+/g;

/** The held-out links: data/puzzlink-links.txt, one a line, `#` lines saying where they come from. */
export function heldOutLinks(file = join(repoRoot, "tooling/bench/data/puzzlink-links.txt")): string[] {
  return lineInputs(readFileSync(file, "utf8"));
}

/**
 * The fresh links: data/puzzlink-fresh.txt, public puzzles gathered after every solver was tuned (RESULTS.md,
 * fresh30), in neither the held-out file nor any test; the same layout.
 */
export function freshLinks(): string[] {
  return heldOutLinks(join(repoRoot, "tooling/bench/data/puzzlink-fresh.txt"));
}

/** Every puzz.link link written in a test file under packages/ and apps/, broken ones for the parsers included. */
export function linksInTests(): string[] {
  return [...new Set(testSources().flatMap((source) => [...source.matchAll(LINK)].map((m) => m[0])))].sort();
}

/**
 * The public puzzles the genres' tests solve: the links in a test file's `const PUBLIC = [...]` or
 * `const LINKS = [...]` list (each genre's examples test, the pzprv3 tests and the CLI's solution-format test
 * keep them so), not the broken links other tests feed the parsers.
 */
export function publicLinksInTests(): string[] {
  const found = new Set<string>();
  for (const source of testSources())
    for (const list of source.matchAll(/const (?:PUBLIC|LINKS) = \[([^\]]*)\]/g))
      for (const m of list[1]!.matchAll(LINK)) found.add(m[0]);
  return [...found].sort();
}

/** The text of every test file under packages/ and apps/. */
function testSources(): string[] {
  const sources: string[] = [];
  for (const group of ["packages", "apps"]) {
    for (const name of readdirSync(join(repoRoot, group))) {
      const src = join(repoRoot, group, name, "src");
      let files: string[];
      try {
        files = readdirSync(src, { recursive: true, encoding: "utf8" });
      } catch {
        continue;
      }
      for (const file of files.filter((f) => /\.test\.tsx?$/.test(f)))
        sources.push(readFileSync(join(src, file), "utf8"));
    }
  }
  return sources;
}
