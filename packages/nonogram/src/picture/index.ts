/**
 * `@gridsmith/nonogram/picture`: a nonogram from any picture (RGBA pixels, e.g. a canvas's `getImageData`),
 * its uniqueness verdict and givens that make it unique, and PPM reading. Runtime-neutral (no Node APIs),
 * and a separate entry so the main one stays within its size budget.
 *
 * @packageDocumentation
 */
export { type CellColours, checkImage, downscale, type RgbaImage } from "./image.js";
export { isPpm, parsePpm } from "./ppm.js";
export {
  MAX_PICTURE_COLOURS,
  MAX_PICTURE_SIZE,
  nearestColourName,
  type PictureOptions,
  type PicturePuzzle,
  pictureToPuzzle,
} from "./puzzle.js";
export { type Quantised, quantise, TRANSPARENT_BELOW } from "./quantise.js";
export {
  differingCells,
  type Given,
  type GivensResult,
  givensForUniqueness,
  givensToRows,
  type UniquenessOptions,
  type UniquenessVerdict,
  uniquenessOf,
} from "./uniqueness.js";
