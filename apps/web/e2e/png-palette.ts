import { crc32, deflateSync, inflateSync } from "node:zlib";

// Screenshots are committed (docs/screenshots), so they are stored with a palette of at most 256 colours:
// a page of flat colours and text loses nothing visible, and the file shrinks to about a third.

const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** The pixels (RGB, row by row) of an 8-bit, non-interlaced RGB or RGBA PNG, as Chromium writes them. */
export function decodePng(png: Buffer): { width: number; height: number; rgb: Buffer } {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const colour = body[9];
      if (body[8] !== 8 || (colour !== 2 && colour !== 6) || body[12] !== 0)
        throw new Error("only 8-bit, non-interlaced RGB or RGBA PNGs are read here");
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  // One loop a filter type, with no allocation per byte or per pixel: every screenshot of the catalog is
  // decoded, some seventy a run, and a branch on the filter for each byte cost most of the time.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const from = y * (stride + 1) + 1;
    const at = y * stride;
    const up = at - stride; // the row above, when y > 0
    if (filter === 0 || (filter === 2 && y === 0)) raw.copy(pixels, at, from, from + stride);
    else if (filter === 1) {
      raw.copy(pixels, at, from, from + channels);
      for (let x = channels; x < stride; x++)
        pixels[at + x] = (raw[from + x]! + pixels[at + x - channels]!) & 255;
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) pixels[at + x] = (raw[from + x]! + pixels[up + x]!) & 255;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? pixels[at + x - channels]! : 0;
        const b = y > 0 ? pixels[up + x]! : 0;
        pixels[at + x] = (raw[from + x]! + ((a + b) >> 1)) & 255;
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? pixels[at + x - channels]! : 0;
        const b = y > 0 ? pixels[up + x]! : 0;
        const c = x >= channels && y > 0 ? pixels[up + x - channels]! : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        pixels[at + x] = (raw[from + x]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
    } else throw new Error(`PNG row ${y} has an unknown filter type ${filter}`);
  }
  if (channels === 3) return { width, height, rgb: pixels };
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    rgb[i] = pixels[j]!;
    rgb[i + 1] = pixels[j + 1]!;
    rgb[i + 2] = pixels[j + 2]!;
  }
  return { width, height, rgb };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** A picture's pixels: RGB, row by row (what {@link decodePng} gives). */
export interface Pixels {
  width: number;
  height: number;
  rgb: Buffer;
}

/**
 * The picture again as a PNG with at most 256 colours: the most used colours (counted at 5 bits a channel,
 * the first seen first among equals) make the palette, every pixel takes the nearest of them.
 */
export function toPalettePng({ width, height, rgb }: Pixels): Buffer {
  const bucketOf = (i: number) => ((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3);
  // Per bucket (15 bits): how many pixels, and their channels' sums; the buckets in the order first seen.
  const count = new Uint32Array(1 << 15);
  const sum = new Float64Array(3 << 15);
  const seen: number[] = [];
  for (let i = 0; i < rgb.length; i += 3) {
    const k = bucketOf(i);
    if (count[k]++ === 0) seen.push(k);
    sum[k * 3] += rgb[i]!;
    sum[k * 3 + 1] += rgb[i + 1]!;
    sum[k * 3 + 2] += rgb[i + 2]!;
  }
  const palette = seen
    .sort((x, y) => count[y]! - count[x]!)
    .slice(0, 256)
    .map((k) => [0, 1, 2].map((c) => Math.round(sum[k * 3 + c]! / count[k]!)));
  const nearest = new Int16Array(1 << 15).fill(-1);
  const indexOf = (i: number) => {
    const k = bucketOf(i);
    if (nearest[k]! < 0) {
      let least = Number.POSITIVE_INFINITY;
      for (let j = 0; j < palette.length; j++) {
        const [r, g, b] = palette[j]!;
        const d = (r! - rgb[i]!) ** 2 + (g! - rgb[i + 1]!) ** 2 + (b! - rgb[i + 2]!) ** 2;
        if (d < least) {
          least = d;
          nearest[k] = j;
        }
      }
    }
    return nearest[k]!;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = indexOf((y * width + x) * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
