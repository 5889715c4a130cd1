// The package's own entry `@gridsmith/hashikake/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The names puzz.link gives Hashikake in links; the first is the one written (pzprjs's `pzprurl`). */
export const GENRES = ["hashi", "hashikake", "bridges"] as const;
