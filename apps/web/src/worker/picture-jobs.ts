import type { Nonogram, NonogramColour } from "@gridsmith/catalog";
import type { GivensResult, RgbaImage, UniquenessVerdict } from "@gridsmith/catalog/picture";

type PictureModule = typeof import("@gridsmith/catalog/picture");

/**
 * A nonogram from a picture: quantise the pixels to a grid of `colours` colours (besides the background)
 * and say whether its clues have one solution. Both run in the worker: the verdict is a search.
 */
export interface PictureJob {
  op: "picture";
  typeId: "nonogram";
  image: RgbaImage;
  rows: number;
  cols: number;
  colours: number;
  timeoutMs: number;
}

/** Givens (cells shown to the player) that make a picture's puzzle unique: a search of many solves. */
export interface PictureGivensJob {
  op: "picture-givens";
  typeId: "nonogram";
  puzzle: Nonogram;
  goal: string[];
  timeoutMs: number;
}

/** What a picture job returns: the package's `pictureToPuzzle` (without `cells`) and `uniquenessOf`. */
export interface PictureResult {
  grid: string[];
  palette: NonogramColour[];
  puzzle: Nonogram;
  verdict: UniquenessVerdict;
}

export type { GivensResult };

// The picture module (k-means, uniqueness) is ~10 kB the puzzle pages never need: it is imported only when
// the first picture job arrives, so it is a chunk of its own, fetched by the worker on demand.
let picture: PictureModule | null = null;

/** Loads the picture module; called from the worker's async `prepare` so `execute` stays synchronous. */
export async function preparePicture(): Promise<void> {
  picture ??= await import("@gridsmith/catalog/picture");
}

function loaded(): PictureModule {
  if (!picture) throw new Error("the picture module is not loaded");
  return picture;
}

/** Runs a picture job (after {@link preparePicture}). Throws a RangeError for a size or colours out of range. */
export function executePicture(job: PictureJob | PictureGivensJob): PictureResult | GivensResult {
  const m = loaded();
  if (job.op === "picture-givens") {
    return m.givensForUniqueness(job.puzzle, job.goal, { timeoutMs: job.timeoutMs });
  }
  const { grid, palette, puzzle } = m.pictureToPuzzle(job.image, {
    rows: job.rows,
    cols: job.cols,
    colours: job.colours,
  });
  return { grid, palette, puzzle, verdict: m.uniquenessOf(puzzle, [], { timeoutMs: job.timeoutMs }) };
}
