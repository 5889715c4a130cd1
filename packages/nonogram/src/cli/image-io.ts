// Node only: the PNG and JPEG decoders (pngjs needs zlib), kept out of the runtime-neutral entries.
import jpeg from "jpeg-js";
import pngjs from "pngjs";
import type { RgbaImage } from "../picture/image.js";
import { isPpm, parsePpm } from "../picture/ppm.js";
import type { NonogramColour } from "../types.js";

// pngjs is CommonJS: its default export is the one object every Node version and bundler agrees on.
const { PNG } = pngjs;

/** Most pixels an input image may have: the decoders hold it all in memory, 4 bytes a pixel. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** An image that cannot be read: its message says why, for the user. */
export class ImageError extends Error {}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** Decodes a PNG, JPEG or PPM (P3/P6) image, told apart by its first bytes, to RGBA. */
export function decodeImage(bytes: Uint8Array): RgbaImage {
  let image: RgbaImage;
  try {
    if (isPng(bytes)) {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      image = { width: png.width, height: png.height, data: png.data };
    } else if (isJpeg(bytes)) {
      const j = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6,
        maxMemoryUsageInMB: 512,
      });
      image = { width: j.width, height: j.height, data: j.data };
    } else if (isPpm(bytes)) {
      image = parsePpm(bytes);
    } else {
      throw new ImageError("not a PNG, JPEG or PPM image");
    }
  } catch (e) {
    if (e instanceof ImageError) throw e;
    // The decoders' own errors (a truncated file, a bad checksum) are plain Errors or strings.
    throw new ImageError(e instanceof Error ? e.message : String(e));
  }
  if (image.width * image.height > MAX_IMAGE_PIXELS) {
    throw new ImageError(`${image.width}x${image.height} is more than ${MAX_IMAGE_PIXELS} pixels`);
  }
  return image;
}

/**
 * A grid of palette codes (a quantised picture, a solution) as a PNG, each cell `scale` x `scale` pixels in
 * its palette colour; in black and white (no palette), `#` black and anything else white.
 */
export function gridToPng(
  grid: readonly string[],
  palette: readonly NonogramColour[] = [],
  scale = 1,
): Buffer {
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  const colour = new Map<string, number[]>([
    ["#", [0, 0, 0]],
    [".", [255, 255, 255]],
  ]);
  for (const c of palette) {
    const v = Number.parseInt(c.rgb.slice(1), 16);
    colour.set(c.code, [v >> 16, (v >> 8) & 255, v & 255]);
  }
  const png = new PNG({ width: width * scale, height: height * scale });
  for (let y = 0; y < height * scale; y++) {
    for (let x = 0; x < width * scale; x++) {
      const rgb = colour.get(grid[Math.floor(y / scale)]![Math.floor(x / scale)]!) ?? [255, 255, 255];
      png.data.set([...rgb, 255], (y * width * scale + x) * 4);
    }
  }
  return PNG.sync.write(png);
}
