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
  // Plain loops with no allocation per byte or per pixel: a phone screenshot is some nine million bytes, and
  // the old per-byte array of predictors and per-pixel Buffer.copy cost most of a second a picture.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    if (filter > 4) throw new Error(`PNG row ${y} has an unknown filter type ${filter}`);
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
        const p = a + b - c;
        predicted =
          Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
            ? a
            : Math.abs(p - b) <= Math.abs(p - c)
              ? b
              : c;
      }
      pixels[y * stride + x] = (line[x]! + predicted) & 255;
    }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    rgb[i * 3] = pixels[j]!;
    rgb[i * 3 + 1] = pixels[j + 1]!;
    rgb[i * 3 + 2] = pixels[j + 2]!;
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

/**
 * The picture again with at most 256 colours: the most used colours (counted at 5 bits a channel) make
 * the palette, every pixel takes the nearest of them.
 */
export function toPalettePng(png: Buffer): Buffer {
  const { width, height, rgb } = decodePng(png);
  const bucketOf = (i: number) => ((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3);
  const counts = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < rgb.length; i += 3) {
    const k = bucketOf(i);
    const e = counts.get(k) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += rgb[i]!;
    e.g += rgb[i + 1]!;
    e.b += rgb[i + 2]!;
    counts.set(k, e);
  }
  const palette = [...counts.values()]
    .sort((x, y) => y.n - x.n)
    .slice(0, 256)
    .map((e) => [Math.round(e.r / e.n), Math.round(e.g / e.n), Math.round(e.b / e.n)] as const);
  const nearest = new Map<number, number>();
  const indexOf = (i: number) => {
    const k = bucketOf(i);
    let best = nearest.get(k);
    if (best === undefined) {
      let least = Number.POSITIVE_INFINITY;
      palette.forEach(([r, g, b], j) => {
        const d = (r - rgb[i]!) ** 2 + (g - rgb[i + 1]!) ** 2 + (b - rgb[i + 2]!) ** 2;
        if (d < least) [least, best] = [d, j];
      });
      nearest.set(k, best!);
    }
    return best!;
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
