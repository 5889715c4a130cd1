/** A picture's pixels as the picture module reads them: RGBA bytes, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Longest side, in pixels, of what is handed to the worker. A puzzle is at most 50 cells a side, so more
 * pixels add nothing but a bigger message (a 12-megapixel photo is 48 MB of RGBA); pictures up to this size
 * go as they are, so pixel art drawn on the grid keeps its exact cells.
 */
export const MAX_PIXELS_SIDE = 1000;

/**
 * Largest file decoded. The browser decodes the whole picture before it is shrunk, so a huge file (a
 * panorama of hundreds of megapixels) could take the tab's memory; a photo from any phone is well below.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Why a file cannot be a picture, before it is decoded (its size, or a type the browser says is not an
 * image); null when it is worth a try. A file without a type (some drops) is tried.
 */
export function refusal(file: Blob): string | null {
  if (file.size === 0) return "the file is empty";
  if (file.size > MAX_FILE_BYTES) {
    const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
    return `the file is ${mb(file.size)}; pictures of up to ${mb(MAX_FILE_BYTES)} can be opened`;
  }
  if (file.type && !file.type.startsWith("image/")) {
    return `this is not a picture (the file is ${file.type}); open a PNG or JPEG`;
  }
  return null;
}

/**
 * Decodes an image file (PNG, JPEG, anything the browser reads) to RGBA pixels, through
 * `createImageBitmap` and a canvas. Rejects with a message for people when the browser cannot read it.
 */
export async function readPixels(file: Blob): Promise<Pixels> {
  const refused = refusal(file);
  if (refused) throw new Error(refused);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error("this file is not a picture the browser can read (try a PNG or JPEG)");
  }
  try {
    if (bitmap.width === 0 || bitmap.height === 0) throw new Error("the picture has no pixels");
    const scale = Math.min(1, MAX_PIXELS_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    // willReadFrequently: the pixels are read back once, so a CPU-backed canvas is the cheaper one.
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("this browser cannot draw pictures on a canvas");
    context.drawImage(bitmap, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return { width, height, data };
  } finally {
    bitmap.close();
  }
}

/** Rows and columns that keep a picture's shape, the longer side `longest` cells, within `min`..`max`. */
export function gridSizeFor(
  width: number,
  height: number,
  longest: number,
  min: number,
  max: number,
): { rows: number; cols: number } {
  const clamp = (n: number) => Math.max(min, Math.min(max, Math.round(n)));
  // A picture smaller than the wanted grid keeps its own size: one cell per pixel, nothing invented.
  const side = Math.min(longest, Math.max(width, height));
  return width >= height
    ? { cols: clamp(side), rows: clamp((side * height) / width) }
    : { rows: clamp(side), cols: clamp((side * width) / height) };
}
