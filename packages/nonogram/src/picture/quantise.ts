import type { CellColours } from "./image.js";

/** Cells at most this opaque (on average) are background, whatever their colour. */
export const TRANSPARENT_BELOW = 0.5;

/** Lloyd iterations at most; on grids of a few hundred cells they settle long before. */
const MAX_ITERATIONS = 50;

/** A grid quantised to a few colours: index 0 the background, then the colours by how many cells have them. */
export interface Quantised {
  /** Palette index of every cell, row-major. */
  cells: Uint8Array;
  /** `[r, g, b]` (0-255 integers) of every palette entry, the background first. */
  colours: [number, number, number][];
}

type Rgb = [number, number, number];

function distance(a: Rgb, b: Rgb): number {
  const r = a[0] - b[0];
  const g = a[1] - b[1];
  const bl = a[2] - b[2];
  return r * r + g * g + bl * bl;
}

function lightness(c: Rgb): number {
  return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
}

/** Row-major indices of the border cells (each once). */
function borderCells(rows: number, cols: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r === 0 || c === 0 || r === rows - 1 || c === cols - 1) out.push(r * cols + c);
    }
  }
  return out;
}

/** The most common colour among some cells; ties go to the lightest, then the first seen. */
function modeColour(points: Rgb[], among: number[]): Rgb | undefined {
  const counts = new Map<string, { n: number; c: Rgb }>();
  for (const i of among) {
    const c = points[i]!;
    const key = c.join(",");
    const e = counts.get(key);
    if (e) e.n++;
    else counts.set(key, { n: 1, c });
  }
  let best: { n: number; c: Rgb } | undefined;
  for (const e of counts.values()) {
    if (!best || e.n > best.n || (e.n === best.n && lightness(e.c) > lightness(best.c))) best = e;
  }
  return best?.c;
}

/**
 * k-means (Lloyd) with a deterministic farthest-point start: the first centre is `first`, each next one the
 * point farthest from every centre so far (the first in raster order on a tie). It stops adding centres
 * when every point already sits on one, so a picture of at most k colours keeps exactly its colours.
 * Returns the centres and each point's centre (ties go to the lower index).
 */
function kMeans(points: Rgb[], k: number, first: Rgb): { centres: Rgb[]; label: Int32Array } {
  const centres: Rgb[] = [[...first]];
  const nearest = points.map((p) => distance(p, first));
  while (centres.length < k) {
    let far = -1;
    for (let i = 0; i < points.length; i++) if (far < 0 || nearest[i]! > nearest[far]!) far = i;
    if (far < 0 || nearest[far] === 0) break;
    const c: Rgb = [...points[far]!];
    centres.push(c);
    for (let i = 0; i < points.length; i++) nearest[i] = Math.min(nearest[i]!, distance(points[i]!, c));
  }
  const label = new Int32Array(points.length).fill(-1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = false;
    for (let i = 0; i < points.length; i++) {
      let best = 0;
      let bestD = distance(points[i]!, centres[0]!);
      for (let j = 1; j < centres.length; j++) {
        const d = distance(points[i]!, centres[j]!);
        if (d < bestD) {
          best = j;
          bestD = d;
        }
      }
      if (label[i] !== best) {
        label[i] = best;
        changed = true;
      }
    }
    if (!changed) break;
    const sums = centres.map(() => [0, 0, 0, 0]);
    points.forEach((p, i) => {
      const s = sums[label[i]!]!;
      s[0]! += p[0];
      s[1]! += p[1];
      s[2]! += p[2];
      s[3]!++;
    });
    // An emptied cluster keeps its centre: it may win points back, and dropping it would renumber the rest.
    sums.forEach((s, j) => {
      if (s[3]! > 0) centres[j] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    });
  }
  return { centres, label };
}

/**
 * Quantises a downscaled picture to at most `colours` colours besides the background. Cells less than half
 * opaque are background. When there are any, the opaque cells are clustered into `colours` colours and the
 * background is white; when there are none, all cells are clustered into `colours + 1` colours (starting
 * from the most common colour of the border, the lightest on a tie) and the cluster that holds most border
 * cells (the lightest on a tie) is the background. Fewer colours come out when the picture has fewer.
 * Colours are rounded to whole values first, so a flat area stays exactly one colour.
 */
export function quantise(grid: CellColours, colours: number): Quantised {
  const n = grid.rows * grid.cols;
  const points: Rgb[] = [];
  for (let i = 0; i < n; i++) {
    points.push([
      Math.round(grid.rgb[i * 3]!),
      Math.round(grid.rgb[i * 3 + 1]!),
      Math.round(grid.rgb[i * 3 + 2]!),
    ]);
  }
  const opaque: number[] = [];
  for (let i = 0; i < n; i++) if (grid.alpha[i]! >= TRANSPARENT_BELOW) opaque.push(i);
  const border = borderCells(grid.rows, grid.cols);
  const transparent = opaque.length < n;
  const used = opaque.map((i) => points[i]!);
  const cells = new Uint8Array(n);
  if (used.length === 0) return { cells, colours: [[255, 255, 255]] };
  const opaqueBorder = border.filter((i) => grid.alpha[i]! >= TRANSPARENT_BELOW);
  const first = modeColour(points, opaqueBorder.length > 0 ? opaqueBorder : opaque)!;
  const { centres, label } = kMeans(used, transparent ? colours : colours + 1, first);
  const cluster = new Int32Array(n).fill(-1);
  opaque.forEach((i, j) => {
    cluster[i] = label[j]!;
  });
  const size = new Array<number>(centres.length).fill(0);
  for (const j of label) size[j]!++;
  let background = -1;
  if (!transparent) {
    const onBorder = new Array<number>(centres.length).fill(0);
    for (const i of border) onBorder[cluster[i]!]!++;
    for (let j = 0; j < centres.length; j++) {
      if (
        background < 0 ||
        onBorder[j]! > onBorder[background]! ||
        (onBorder[j] === onBorder[background] && lightness(centres[j]!) > lightness(centres[background]!))
      ) {
        background = j;
      }
    }
  }
  // The colours by how many cells have them (most first; the lower cluster on a tie), empty ones dropped.
  const order = centres
    .map((_, j) => j)
    .filter((j) => j !== background && size[j]! > 0)
    .sort((a, b) => size[b]! - size[a]! || a - b);
  const index = new Int32Array(centres.length);
  order.forEach((j, at) => {
    index[j] = at + 1;
  });
  for (let i = 0; i < n; i++)
    cells[i] = cluster[i]! < 0 || cluster[i] === background ? 0 : index[cluster[i]!]!;
  const round = (c: Rgb): Rgb => [Math.round(c[0]), Math.round(c[1]), Math.round(c[2])];
  const back: Rgb = background < 0 ? [255, 255, 255] : round(centres[background]!);
  return { cells, colours: [back, ...order.map((j) => round(centres[j]!))] };
}
