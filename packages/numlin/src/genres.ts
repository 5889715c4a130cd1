// The package's own entry `@gridsmith/numlin/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Numberlink in links; the first is the one written. `numberlink` is Kanpen's name,
 * which pzpr opens as numlin too.
 */
export const GENRES = ["numlin", "numberlink"] as const;
