import { type AnyPuzzleType, type Format, parsePuzzle } from "@gridsmith/kit";

/**
 * The type's examples as batch lines: one puzzle a line in the first format that writes each of them on
 * one line (sudoku's 81-character lines, nonogram's Tatham lines), else as NDJSON `{"text": ...}` lines,
 * which hold a puzzle of any format. Examples that do not read are left out.
 */
export function exampleLines(type: AnyPuzzleType): string {
  const puzzles = type.examples.flatMap((example) => {
    try {
      return [{ text: example.text, puzzle: parsePuzzle(type, example.text) }];
    } catch {
      return [];
    }
  });
  for (const format of type.formats as Format<unknown>[]) {
    if (!format.serialize) continue;
    const lines = puzzles.map(({ puzzle }) => oneLine(format, puzzle));
    if (lines.length > 0 && lines.every((line) => line !== null)) return `${lines.join("\n")}\n`;
  }
  return puzzles.map(({ text }) => `${JSON.stringify({ text })}\n`).join("");
}

function oneLine(format: Format<unknown>, puzzle: unknown): string | null {
  try {
    const text = format.serialize!(puzzle).replace(/\r?\n$/, "");
    return text !== "" && !text.includes("\n") && !text.startsWith("#") ? text : null;
  } catch {
    return null;
  }
}
