import { type PuzzlinkUrl, puzzlinkError } from "./puzzlink.js";

/**
 * pzprjs's "circle" cell list (Masyu's pearls, Yin-Yang's circles; learnt from pzprjs, MIT, written afresh):
 * each character, a base-27 digit (`0`-`9`, `a`-`q`), holds three cells in turn as base-3 digits, the first
 * the most significant: 0 none, 1 white, 2 black. Reads `count` cells from the start of the body; a body that
 * ends early leaves the rest 0, as pzprjs reads it. Throws ParseError at a character that is not a code, or
 * when the body goes on after the last cell; `what` names the genre's code in the message.
 */
export function decodeCircles(url: PuzzlinkUrl, count: number, what: string): number[] {
  const { body } = url;
  const circles = new Array<number>(count).fill(0);
  const chars = Math.ceil(count / 3);
  if (body.length > chars)
    throw puzzlinkError(url, url.bodyOffset + chars, `the URL goes on after the last of its ${count} cells`);
  for (let k = 0; k < body.length; k++) {
    const ch = body[k]!;
    const v = /^[0-9a-q]$/.test(ch) ? Number.parseInt(ch, 27) : -1;
    if (v < 0) throw puzzlinkError(url, url.bodyOffset + k, `'${ch}' is not a ${what} code (0-9 a-q)`);
    [Math.floor(v / 9), Math.floor(v / 3) % 3, v % 3].forEach((d, j) => {
      if (3 * k + j < count) circles[3 * k + j] = d;
    });
  }
  return circles;
}

/** Cells 0 (none), 1 (white) and 2 (black) as pzprjs's "circle" code, three a character (see {@link decodeCircles}). */
export function encodeCircles(circles: readonly number[]): string {
  let body = "";
  for (let k = 0; k < circles.length; k += 3) {
    const at = (j: number) => circles[k + j] ?? 0;
    body += (9 * at(0) + 3 * at(1) + at(2)).toString(27);
  }
  return body;
}
