// The package's own entry `@gridsmith/lightup/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Light Up in links; the first is the one written. `bijutsukan` is Kanpen's name,
 * which pzpr opens as lightup too.
 */
export const GENRES = ["lightup", "akari", "bijutsukan"] as const;
