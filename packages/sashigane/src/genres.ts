// The package's own entry `@gridsmith/sashigane/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The names puzz.link gives Sashigane in links and files; the first is the one written. */
export const GENRES = ["sashigane"] as const;
