/**
 * A picture as RGBA bytes, row-major, 4 per pixel: what a canvas's `getImageData` gives in a browser and
 * what the Node readers (PNG, JPEG, PPM) give on the command line.
 */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A downscaled picture: per cell its average colour (0-255, not rounded) and its average opacity (0-1). */
export interface CellColours {
  rows: number;
  cols: number;
  /** 3 per cell, row-major. */
  rgb: Float64Array;
  alpha: Float64Array;
}

/** Checks an image's shape; throws a RangeError that says what is wrong. */
export function checkImage(image: RgbaImage): void {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`an image needs a positive whole width and height, got ${width}x${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(
      `a ${width}x${height} RGBA image has ${width * height * 4} bytes, got ${data.length}`,
    );
  }
}

/**
 * The source pixels a target cell covers along one axis, with the share of each: cell i of n spans
 * [i * size / n, (i + 1) * size / n). Going up in size, a cell lies inside one pixel and takes it whole.
 */
function spans(size: number, n: number): { first: number; weights: number[] }[] {
  const out: { first: number; weights: number[] }[] = [];
  for (let i = 0; i < n; i++) {
    const lo = (i * size) / n;
    const hi = ((i + 1) * size) / n;
    const first = Math.floor(lo);
    const weights: number[] = [];
    for (let p = first; p < hi && p < size; p++) weights.push(Math.min(hi, p + 1) - Math.max(lo, p));
    out.push({ first, weights });
  }
  return out;
}

/**
 * Area averaging: each cell of a `rows` x `cols` grid is the mean of the pixels it covers, each weighted by
 * how much of it lies in the cell. Colours are weighted by opacity as well, so the colour of a transparent
 * pixel (often black) does not darken the edge of a shape. Nothing else (no gamma, no sharpening): a picture
 * drawn on exactly this grid, or on a whole multiple of it, comes out unchanged.
 */
export function downscale(image: RgbaImage, rows: number, cols: number): CellColours {
  checkImage(image);
  const { width, data } = image;
  const xs = spans(width, cols);
  const ys = spans(image.height, rows);
  const rgb = new Float64Array(rows * cols * 3);
  const alpha = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const y = ys[r]!;
    for (let c = 0; c < cols; c++) {
      const x = xs[c]!;
      let area = 0;
      let opaque = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let j = 0; j < y.weights.length; j++) {
        for (let i = 0; i < x.weights.length; i++) {
          const w = y.weights[j]! * x.weights[i]!;
          const at = ((y.first + j) * width + x.first + i) * 4;
          const a = (data[at + 3]! / 255) * w;
          area += w;
          opaque += a;
          red += data[at]! * a;
          green += data[at + 1]! * a;
          blue += data[at + 2]! * a;
        }
      }
      const k = r * cols + c;
      alpha[k] = opaque / area;
      if (opaque > 0) {
        rgb[k * 3] = red / opaque;
        rgb[k * 3 + 1] = green / opaque;
        rgb[k * 3 + 2] = blue / opaque;
      }
    }
  }
  return { rows, cols, rgb, alpha };
}
