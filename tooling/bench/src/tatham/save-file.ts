// A save file of Simon Tatham's Portable Puzzle Collection (what `sgt-GAME --save PREFIX --generate N` writes):
// `KEY:LEN:VALUE` records. Its AUXINFO is the generator's own answer, obfuscated so that a glance does not spoil
// the puzzle; it is read back here to judge our answers against Tatham's.
import { createHash } from "node:crypto";

/** The records of a save file, by key (`GAME`, `PARAMS`, `DESC`, `AUXINFO`, ...); a later record wins. */
export function saveRecords(text: string): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const m = /^([A-Z ]{8}):(\d+):/.exec(text.slice(at, at + 32));
    if (!m) throw new Error(`not a save file record at offset ${at}`);
    const start = at + m[0].length;
    const length = Number(m[2]);
    records.set(m[1]!.trim(), text.slice(start, start + length));
    at = start + length;
    while (text[at] === "\n" || text[at] === "\r") at++;
  }
  return records;
}

/** A save file's game ID, `PARAMS:DESC` with the short parameters the game prints (`CPARAMS`, else `PARAMS`). */
export function saveGameId(records: Map<string, string>): string {
  const params = records.get("CPARAMS") ?? records.get("PARAMS");
  const desc = records.get("DESC");
  if (params === undefined || desc === undefined) throw new Error("the save file has no PARAMS or DESC");
  return `${params}:${desc}`;
}

/**
 * The generator's answer in AUXINFO, de-obfuscated, or undefined when the game keeps none. Tatham's
 * obfuscate_bitmap (misc.c) splits the bytes in half (the first half rounded down), XORs over one half a mask
 * made from the other (SHA-1 of the seed half followed by the decimal counter 0, 1, ..., concatenated): first
 * the second half from the first half's seed, then the first from the second's; decoding does the two steps in
 * the other order.
 */
export function auxAnswer(records: Map<string, string>): string | undefined {
  const hex = records.get("AUXINFO");
  if (hex === undefined) return undefined;
  return deobfuscate(Buffer.from(hex, "hex")).toString("latin1");
}

export function deobfuscate(obfuscated: Uint8Array): Buffer {
  const bytes = Buffer.from(obfuscated);
  const half = bytes.length >> 1;
  mask(bytes.subarray(0, half), bytes.subarray(half));
  mask(bytes.subarray(half), bytes.subarray(0, half));
  return bytes;
}

/** What Tatham's generator does to the answer before it saves it: {@link deobfuscate}'s steps reversed. */
export function obfuscate(plain: Uint8Array): Buffer {
  const bytes = Buffer.from(plain);
  const half = bytes.length >> 1;
  mask(bytes.subarray(half), bytes.subarray(0, half));
  mask(bytes.subarray(0, half), bytes.subarray(half));
  return bytes;
}

/** XORs over `target` the mask made from `seed` (the two never overlap). */
function mask(seed: Buffer, target: Buffer): void {
  let digest = Buffer.alloc(0);
  for (let j = 0, counter = 0; j < target.length; j++) {
    if (j % 20 === 0) digest = createHash("sha1").update(seed).update(String(counter++)).digest();
    target[j]! ^= digest[j % 20]!;
  }
}
