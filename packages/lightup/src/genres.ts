// The package's own entry `@gridsmith/lightup/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/**
 * The names puzz.link gives Light Up in links; the first is the one written: `akari`, as pzprjs writes its
 * links (its `pzprurl`), though its files say `lightup` (the pzprv3 format's `FILE_GENRES`). `bijutsukan` is
 * Kanpen's name, which pzpr opens as lightup too.
 */
export const GENRES = ["akari", "lightup", "bijutsukan"] as const;
