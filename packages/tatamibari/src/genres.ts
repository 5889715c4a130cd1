// The package's own entry `@gridsmith/tatamibari/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The names puzz.link gives Tatamibari in links and files; the first is the one written. */
export const GENRES = ["tatamibari"] as const;
