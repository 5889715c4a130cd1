import type { GridSize } from "../border-regions.js";
import { lineCount } from "../centre-lines.js";

/**
 * `describeFormatsContract`'s `answerFile` for a genre whose answer is a line through the cells' centres, one
 * entry (0 or 1) a segment, `lineCount` of them (Country Road, Masyu, Numberlink): the pzprv3 file keeps any
 * such answer, whether or not it is a loop or a path.
 */
export const centreLineAnswerFile: { title: string; length(puzzle: GridSize): number } = {
  title: "read and write a file's lines, any of them",
  length: lineCount,
};
