import { ParseError } from "@gridsmith/kit";
import { NetpbmReader } from "../formats/netpbm.js";
import { bytesToLatin1 } from "../formats/pbm.js";
import type { RgbaImage } from "./image.js";

/** True for bytes that start like a PPM image (P3 plain or P6 raw), after any whitespace or comments. */
export function isPpm(bytes: Uint8Array): boolean {
  const head = bytesToLatin1(bytes.subarray(0, 256));
  return /^\s*(#[^\n]*\n\s*)*P[36]\s/.test(head);
}

/**
 * Reads the first image of a PPM file, plain (P3) or raw (P6), with any maximum value up to 65535 (two bytes
 * a sample in P6 when above 255), scaled to 0-255 and fully opaque. Header tokens as PBM's (comments allowed).
 */
export function parsePpm(bytes: Uint8Array): RgbaImage {
  const text = bytesToLatin1(bytes);
  const t = new NetpbmReader(text, "PPM");
  const magic = t.magic(["P3", "P6"]);
  const width = t.number("width");
  const height = t.number("height");
  const max = t.number("maximum value", 1, 65535);
  const data = new Uint8Array(width * height * 4);
  const scale = (v: number) => Math.round((v * 255) / max);
  const samples = width * height * 3;
  if (magic === "P3") {
    for (let k = 0; k < samples; k++) {
      t.skipSpace();
      if (t.i >= text.length) {
        const p = Math.floor(k / 3);
        t.fail(`the image ends at row ${Math.floor(p / width) + 1}, column ${(p % width) + 1}`);
      }
      data[Math.floor(k / 3) * 4 + (k % 3)] = scale(t.number("sample", 0, max));
    }
  } else {
    t.endHeader();
    const wide = max > 255 ? 2 : 1;
    if (bytes.length - t.i < samples * wide) {
      throw new ParseError(
        `the raster needs ${samples * wide} bytes but only ${bytes.length - t.i} follow the header`,
      );
    }
    for (let k = 0; k < samples; k++) {
      const at = t.i + k * wide;
      const v = wide === 2 ? (bytes[at]! << 8) | bytes[at + 1]! : bytes[at]!;
      if (v > max) throw new ParseError(`sample ${k + 1} is ${v}, above the maximum value ${max}`);
      data[Math.floor(k / 3) * 4 + (k % 3)] = scale(v);
    }
  }
  for (let p = 0; p < width * height; p++) data[p * 4 + 3] = 255;
  return { width, height, data };
}
