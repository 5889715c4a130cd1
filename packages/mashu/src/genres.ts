// The package's own entry `@gridsmith/mashu/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The names puzz.link gives Masyu in links (its own id, then its aliases); the first is the one written. */
export const GENRES = ["mashu", "masyu", "pearl"] as const;
