// The package's own entry `@gridsmith/ripple/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Ripple Effect in links; the first is the one written. `hakyukoka` is Kanpen's
 * name, which pzpr opens as ripple too.
 */
export const GENRES = ["ripple", "hakyukoka"] as const;
