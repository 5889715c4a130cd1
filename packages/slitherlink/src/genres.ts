// The package's own entry `@gridsmith/slitherlink/genres`: the link genres alone, so the catalog knows which
// package reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Slitherlink in links and files; the first, pzprjs's own id, is the one written, and
 * a link or a file naming the alias is read too.
 */
export const GENRES = ["slither", "slitherlink"] as const;
