// The genre of a puzz.link link, apart from the rest of the link codec: detection (`detect.ts`, in the kit's
// main entry) needs it to tell a link's types, and nothing else of the codec.

// Hosts known to serve pzprjs; any other host is still read when the genre segment matches, but detection
// needs one of these or the bare form, so an unrelated link is not taken for a puzzle.
const KNOWN_HOST =
  /^(?:https?:\/\/)?(?:www\.)?(?:puzz\.link|pzv\.jp|pzprxs\.vercel\.app|pzplus\.tck\.mn|indi\.s58\.xrea\.com)\/[\w./-]*\?/i;
const ANY_HOST = /^(?:https?:\/\/)?[\w.-]+(?::\d+)?(?:\/[\w.-]*)*\?/i;
const EDITOR_SUFFIX = /(?:_edit|_test|_play)$/;

/** Offset of the genre segment: after the `?` of a link, or 0 for the bare form. */
export function genreStart(text: string, anyHost: boolean): number | null {
  const host = (anyHost ? ANY_HOST : KNOWN_HOST).exec(text);
  if (host) return host[0].length;
  return /^[a-z][\w+:]*\/\d/.test(text) ? 0 : null;
}

/** The genre of a link's genre segment, without editor prefixes and suffixes. */
export function genreOf(segment: string): string {
  // pzprjs once accepted `m+GENRE` for its editor, and `v:` prefixes occur in pasted links; neither is data.
  return segment.replace(/^(?:m\+|[a-z]+:)/, "").replace(EDITOR_SUFFIX, "");
}

/**
 * The genre a puzz.link URL names (`https://puzz.link/p?GENRE/...`, a known host's or the bare form), with
 * editor suffixes taken off; null when `text` is not such a URL. Cheap, never throws: an app can learn
 * which types may read a link from it before it loads any (see `Format.genres`).
 */
export function puzzlinkGenre(text: string): string | null {
  const t = text.trim();
  if (t.length === 0 || /\s/.test(t)) return null;
  const start = genreStart(t, false);
  if (start === null) return null;
  const slash = t.indexOf("/", start);
  return slash > start ? genreOf(t.slice(start, slash)) : null;
}
