// The package's own entry `@gridsmith/starbattle/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The name puzz.link gives Star Battle in links. */
export const GENRES = ["starbattle"] as const;
