/**
 * Puzzles and progress in a URL. Text is deflated when the browser can (`CompressionStream`), then written
 * as base64url; the first character says which (`z` deflated, `t` plain), so every link stays readable
 * by every browser that can open the site.
 */

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "===".slice((b64.length + 3) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * Inflates `bytes`, or answers null as soon as the output passes `maxBytes`: a few kilobytes of a link can
 * inflate to gigabytes, and none of that is ever held.
 */
async function inflateAtMost(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"))
    .getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const canDeflate = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";

/** Encodes text for a URL parameter. */
export async function encodeForUrl(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (canDeflate()) {
    try {
      const packed = await pipe(bytes, new CompressionStream("deflate-raw"));
      if (packed.length < bytes.length) return `z${toBase64Url(packed)}`;
    } catch {
      // fall through to the plain form
    }
  }
  return `t${toBase64Url(bytes)}`;
}

/** What a link's parameter holds: its text, or why there is none. */
export type Decoded = { text: string } | { error: "damaged" } | { error: "too-large"; maxBytes: number };

/**
 * Decodes what {@link encodeForUrl} wrote. A parameter whose text would pass `maxBytes` (of UTF-8) is
 * refused as it is inflated, before it is held whole; a damaged one says so.
 */
export async function decodeFromUrl(param: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Decoded> {
  try {
    const kind = param[0];
    const bytes = fromBase64Url(param.slice(1));
    let plain: Uint8Array | null;
    if (kind === "t") plain = bytes.length > maxBytes ? null : bytes;
    else if (kind === "z" && canDeflate()) plain = await inflateAtMost(bytes, maxBytes);
    else return { error: "damaged" };
    if (plain === null) return { error: "too-large", maxBytes };
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(plain) };
  } catch {
    return { error: "damaged" };
  }
}

/**
 * The address of a puzzle page that opens `text` (and, when given, the player's `attempt`):
 * `${site}${typeId}?p=...&s=...`, where `site` is the site's root address (ending in `/`).
 */
export async function shareUrl(
  site: string,
  typeId: string,
  text: string,
  attempt?: unknown,
): Promise<string> {
  const params = new URLSearchParams({ p: await encodeForUrl(text) });
  if (attempt !== undefined) params.set("s", await encodeForUrl(JSON.stringify(attempt)));
  const root = site.endsWith("/") ? site : `${site}/`;
  return `${root}${typeId}?${params.toString()}`;
}
