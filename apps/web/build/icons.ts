import { deflateSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * The site's icons, drawn when the site is built (no image files in the repository, no image library):
 * the favicon's 3x3 mark (five dark squares in an X) on the theme colour, as PNG at the sizes a web app
 * manifest needs. The maskable one keeps the mark inside the central 80 % safe zone.
 */
export const themeColor = "#1f5fbf";
const background: Rgb = [0x1f, 0x5f, 0xbf];
const ink: Rgb = [0xff, 0xff, 0xff];

type Rgb = [number, number, number];

export interface IconSpec {
  fileName: string;
  size: number;
  /** Share of the side the 3x3 mark takes up. */
  mark: number;
}

export const icons: IconSpec[] = [
  { fileName: "icons/icon-192.png", size: 192, mark: 0.75 },
  { fileName: "icons/icon-512.png", size: 512, mark: 0.75 },
  { fileName: "icons/maskable-512.png", size: 512, mark: 0.5 },
  { fileName: "icons/apple-touch-icon.png", size: 180, mark: 0.7 },
];

/** Emits every icon in {@link icons} as a build asset under its fixed file name. */
export function siteIcons(): Plugin {
  return {
    name: "gridsmith:icons",
    apply: "build",
    generateBundle() {
      for (const icon of icons) {
        this.emitFile({ type: "asset", fileName: icon.fileName, source: drawIcon(icon.size, icon.mark) });
      }
    },
  };
}

/** A square RGB PNG: the background, and the X of five squares of a 3x3 grid centred in it. */
export function drawIcon(size: number, mark: number): Uint8Array {
  const side = Math.round(size * mark);
  const start = Math.floor((size - side) / 2);
  const cell = side / 3;
  const filled = new Set([0, 2, 4, 6, 8]); // row * 3 + column of the X
  const row = 1 + size * 3;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const gx = Math.floor((x - start) / cell);
      const gy = Math.floor((y - start) / cell);
      const inside = x >= start && y >= start && gx < 3 && gy < 3;
      const colour = inside && filled.has(gy * 3 + gx) ? ink : background;
      raw.set(colour, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
