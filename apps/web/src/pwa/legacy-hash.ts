/**
 * The site used hash routes (`/#/sudoku`, `/#/sudoku?p=...`); links of that form live on in bookmarks and
 * shared messages. This maps such an address to its clean form (`/sudoku?p=...`) under the site's `base`,
 * or answers null when the address has no hash route (a plain `#main` fragment is left alone).
 */
export function cleanUrlFromHash(hash: string, base = "/"): string | null {
  if (!hash.startsWith("#/")) return null;
  const route = hash.slice(2); // "sudoku?p=..." or "" for the old home page
  const root = base.endsWith("/") ? base : `${base}/`;
  return `${root}${route}`;
}

/** Rewrites an old hash address in place (no new history entry) before the router reads it. */
export function redirectLegacyHash(base = "/"): void {
  const clean = cleanUrlFromHash(location.hash, base);
  if (clean !== null) history.replaceState(history.state, "", clean);
}
