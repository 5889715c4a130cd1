// The package's own entry `@gridsmith/heyawake/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Heyawake in links; the first is the one written. `heyawacky` is an alias
 * puzz.link's own pzprjs (robx/pzprjs) opens as heyawake; npm pzpr 0.10 predates it.
 */
export const GENRES = ["heyawake", "heyawacky"] as const;
