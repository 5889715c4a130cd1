import { type PuzzlinkUrl, puzzlinkError } from "./puzzlink.js";

/**
 * pzprjs's "4-cross" list of clues 0 to 4 on a grid's points (Creek's, Gokigen's; learnt from pzprjs, MIT,
 * written afresh), point by point: `0`-`4` a clue, `5`-`9` a clue and one point without one, `a`-`e` a clue and
 * two without, `g`-`z` 1 to 20 points without a clue, `.` a hidden clue (-2). Reads `count` values (-1 none);
 * a body that ends early leaves the rest without clues, as pzprjs reads it. Throws ParseError at a character
 * that is not a code, or when the body goes on after the last point; `what` names the genre in the message,
 * `places` what the clues stand on (Slitherlink's clues, in the same code, stand on cells).
 */
export function decodePointClues(url: PuzzlinkUrl, count: number, what: string, places = "points"): number[] {
  const { body } = url;
  const clues = new Array<number>(count).fill(-1);
  let p = 0;
  let i = 0;
  for (; i < body.length && p < count; i++) {
    const ch = body[i]!;
    const v = Number.parseInt(ch, 36);
    if (/^[0-9a-e]$/.test(ch)) {
      clues[p] = v % 5;
      p += 1 + Math.floor(v / 5);
    } else if (/^[g-z]$/.test(ch)) p += v - 15;
    else if (ch === ".") clues[p++] = -2;
    else throw puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a ${what} code (0-9 a-e g-z .)`);
  }
  if (i < body.length)
    throw puzzlinkError(url, url.bodyOffset + i, `the URL goes on after the last of its ${count} ${places}`);
  return clues;
}

/** Clues 0 to 4 on a grid's points (-1 none, -2 hidden) in pzprjs's "4-cross" code, as it writes them (see {@link decodePointClues}). */
export function encodePointClues(clues: readonly number[]): string {
  let out = "";
  let empty = 0;
  for (let p = 0; p < clues.length; p++) {
    const v = clues[p]!;
    let code = "";
    if (v >= 0) {
      // A clue takes the points without one after it (up to two) into its code, as pzprjs does.
      if (p + 1 < clues.length && clues[p + 1] !== -1) code = v.toString(16);
      else if (p + 2 < clues.length && clues[p + 2] !== -1) {
        code = (5 + v).toString(16);
        p++;
      } else {
        code = (10 + v).toString(16);
        p += 2;
      }
    } else if (v === -2) code = ".";
    else empty++;
    if (empty === 0) out += code;
    else if (code !== "" || empty === 20) {
      out += (empty + 15).toString(36) + code;
      empty = 0;
    }
  }
  return empty > 0 ? out + (empty + 15).toString(36) : out;
}
