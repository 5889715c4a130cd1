// The package's own entry `@gridsmith/yajirin/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The names puzz.link gives Yajilin in links; the first is the one written (pzprjs's id is `yajirin`). */
export const GENRES = ["yajilin", "yajirin"] as const;
