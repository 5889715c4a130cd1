// The package's own entry `@gridsmith/fillomino/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Fillomino in links; the first is the one written. `fillomino01` is Kanpen's
 * second name, which pzpr opens as fillomino too.
 */
export const GENRES = ["fillomino", "fillomino01"] as const;
