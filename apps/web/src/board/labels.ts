import type { BoardDescription, BoardView, CellClue } from "@gridsmith/kit";
import { type CageMark, symbolOf } from "./geometry.ts";
import { HINT, MISTAKE } from "./marks.ts";

/** What a block says: its diagonal clues, "down 16, across 7", or "block" when it has none. */
export function blockLabel(clue: CellClue): string {
  const parts: string[] = [];
  if (clue.down !== undefined) parts.push(`down ${clue.down}`);
  if (clue.across !== undefined) parts.push(`across ${clue.across}`);
  return parts.length ? parts.join(", ") : "block";
}

const shadeNames: Record<number, string> = { 1: "shaded", [-1]: "dotted", 0: "empty" };
/** What a shade state is on a board of diagonals (Slant): 1 a `/`, -1 a `\`. */
const diagonalNames: Record<number, string> = { 1: "slash", [-1]: "backslash", 0: "empty" };
const sides = ["up", "down", "left", "right"] as const;

/** What else a cell's label says, beside its content: its cage, the lines through it, whether its clue is done. */
export interface CellExtras {
  cage?: CageMark | undefined;
  /** Centre lines through the cell, by side. */
  lines?: readonly boolean[];
  done?: boolean;
  /** The diagonal clues of the runs it sits in (kakuro's entries). */
  sums?: { across?: number; down?: number } | undefined;
}

/**
 * A played cell's label: "Row 3, column 7, 5" (a digit), "Row 1, column 1, 5, given", "Row 2, column 2, empty,
 * pencil marks 1 2", "Row 1, column 2, shaded", "Row 1, column 1, clue 2" ("clue 2, shaded" where numbers are shaded), then its cage, its runs' sums, and
 * "mistake" or "hint" when marked.
 */
export function cellLabel(
  board: BoardDescription,
  view: BoardView,
  i: number,
  bits: number,
  extras: CellExtras = {},
): string {
  const { cols } = board;
  const clue = board.cells[i];
  const kind = board.input.cells;
  const parts = [`Row ${Math.floor(i / cols) + 1}, column ${(i % cols) + 1}`];
  if (kind.kind === "digit" || kind.kind === "letter") {
    const value = view.values?.[i];
    const notes = view.marks?.[i] ?? [];
    const write = symbolOf(kind);
    if (clue?.text) parts.push(`${clue.text}, given`);
    else if (value !== null && value !== undefined) parts.push(write(value));
    else parts.push(notes.length ? `empty, pencil marks ${notes.map(write).join(" ")}` : "empty");
  } else if (clue?.text) {
    parts.push(`clue ${clue.text}`);
    // A numbered cell that is played itself (Hitori's numbers are shaded or not) says how it is played.
    if (kind.kind === "shade" && (view.shades?.[i] ?? 0) !== 0) {
      const shade = view.shades![i]!;
      parts.push(shade === 1 && kind.mark === "light" ? "light" : (shadeNames[shade] ?? ""));
    }
  } else if (kind.kind === "shade") {
    const shade = view.shades?.[i] ?? 0;
    const names = kind.mark === "diagonal" ? diagonalNames : shadeNames;
    parts.push(shade === 1 && kind.mark === "light" ? "light" : (names[shade] ?? "empty"));
  } else if (kind.kind === "colour") {
    const shade = view.shades?.[i] ?? 0;
    parts.push(shade > 0 ? `colour ${shade}` : (shadeNames[shade] ?? "empty"));
  } else if (!clue?.circle && !clue?.arrow) parts.push(board.input.edges === "border" ? "no clue" : "empty");
  if (clue?.circle) parts.push(`${clue.circle} circle`);
  parts.push(...cornerClues(board, i));
  if (clue?.arrow) parts.push(`arrow ${clue.arrow}`);
  if (extras.lines?.some(Boolean)) parts.push(`lines ${sides.filter((_, k) => extras.lines![k]).join(" ")}`);
  if (extras.cage) parts.push(extras.cage.label);
  if (extras.sums?.across !== undefined) parts.push(`across ${extras.sums.across}`);
  if (extras.sums?.down !== undefined) parts.push(`down ${extras.sums.down}`);
  if (extras.done) parts.push("done");
  if (bits & MISTAKE) parts.push("mistake");
  if (bits & HINT) parts.push("hint");
  return parts.join(", ");
}

const corners = [
  ["top-left", 0, 0],
  ["top-right", 0, 1],
  ["bottom-left", 1, 0],
  ["bottom-right", 1, 1],
] as const;

/** A cell's clues on its corners (`board.points`, Creek's numbers): "top-left corner 2". */
function cornerClues(board: BoardDescription, i: number): string[] {
  if (!board.points) return [];
  const row = Math.floor(i / board.cols);
  const col = i % board.cols;
  return corners.flatMap(([name, dr, dc]) => {
    const text = board.points![(row + dr) * (board.cols + 1) + col + dc];
    return text == null ? [] : [`${name} corner ${text}`];
  });
}

const edgeStates: Record<number, string> = { 1: "line", [-1]: "crossed", 0: "empty" };

/** An edge's label: "Top of r1c1, line", with "mistake" or "hint" when marked. */
export function edgeLabel(name: string, state: number, bits: number): string {
  const parts = [name, edgeStates[state] ?? "empty"];
  if (bits & MISTAKE) parts.push("mistake");
  if (bits & HINT) parts.push("hint");
  return parts.join(", ");
}

/** An outside clue in words: "3 1", or with colours "3 colour 1, 1 colour 2"; "0" when empty. */
export function outsideText(clues: readonly { value: number; colour?: string }[]): string {
  if (!clues.length) return "0";
  return clues.map((c) => String(c.value)).join(" ");
}
