/**
 * A pzprv3 file's board: the puzzle, and the answer the file holds under the genre's own name `Name`
 * (`heights`, `letters`, `lights`, ...: the word the genre's tools and tests read), empty or zero where the
 * file has none. For a genre whose board holds nothing more, so that each genre names only its data:
 * `type Pzprv3Board = Pzprv3AnswerBoard<Puzzle, Solution, "heights">`.
 */
export type Pzprv3AnswerBoard<Puzzle, Answer, Name extends string> = { puzzle: Puzzle } & {
  [K in Name]: Answer;
};
