import type { AnyPuzzleType } from "@gridsmith/kit";

/** A file for the person to save: its text, name and media type. */
export interface DownloadFile {
  text: string;
  name: string;
  mediaType: string;
}

/** Hands `file` to the browser as a download. */
export function downloadFile(file: DownloadFile): void {
  const blob = new Blob([file.text], { type: file.mediaType });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * The solved board as a file, in the type's first format that writes a solution in place (`writeSolution`:
 * puzz.link's `.pzpr` file for the types puzz.link knows, which puzz.link opens solved); null when the type
 * has none, or that format cannot hold this puzzle (a colour nonogram in puzz.link's file).
 */
export function solvedFile(type: AnyPuzzleType, puzzle: unknown, solution: unknown): DownloadFile | null {
  const format = type.formats.find((f) => f.writeSolution);
  if (!format?.writeSolution) return null;
  try {
    return {
      text: format.writeSolution(puzzle, solution),
      name: `${type.id}-solved.${format.extensions[0] ?? "txt"}`,
      mediaType: format.mediaType ?? "text/plain",
    };
  } catch {
    return null;
  }
}
