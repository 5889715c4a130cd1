import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { cellName, type Format, findFormat } from "@gridsmith/kit";
import { type CliIo, type CliSpec, runCli } from "@gridsmith/kit/cli";
import { formats } from "../formats/index.js";
import {
  MAX_PICTURE_COLOURS,
  MAX_PICTURE_SIZE,
  type PicturePuzzle,
  pictureToPuzzle,
} from "../picture/puzzle.js";
import { type GivensResult, givensForUniqueness, givensToRows, uniquenessOf } from "../picture/uniqueness.js";
import type { Nonogram } from "../types.js";
import { UsageError } from "./commands.js";
import { decodeImage, gridToPng, ImageError } from "./image-io.js";

/** The longer side of a puzzle when `--size` is not given and the picture is larger. */
const DEFAULT_SIDE = 30;

/** `--size WxH` (or `N` for N x N), each side 1 to {@link MAX_PICTURE_SIZE}; else the picture's own shape. */
function sizeOf(value: string | undefined, width: number, height: number): { rows: number; cols: number } {
  if (value === undefined) {
    const k = Math.min(1, DEFAULT_SIDE / Math.max(width, height));
    return { cols: Math.max(1, Math.round(width * k)), rows: Math.max(1, Math.round(height * k)) };
  }
  const m = /^(\d+)(?:x(\d+))?$/.exec(value);
  if (!m) throw new UsageError(`--size takes WxH or N, got '${value}'`);
  const cols = Number(m[1]);
  const rows = Number(m[2] ?? m[1]);
  if (cols < 1 || rows < 1 || cols > MAX_PICTURE_SIZE || rows > MAX_PICTURE_SIZE) {
    throw new UsageError(
      `--size must be from 1x1 to ${MAX_PICTURE_SIZE}x${MAX_PICTURE_SIZE}, got '${value}'`,
    );
  }
  return { rows, cols };
}

function whole(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, got '${value}'`);
  }
  return n;
}

function formatById(id: string): Format<Nonogram> {
  try {
    const f = findFormat(formats, id);
    if (!f.serialize) throw new UsageError(`format '${id}' can be read but not written`);
    return f;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** The verdict for people: one line, plus the cells to give when asked for. */
function report(source: string, p: PicturePuzzle, verdict: ReturnType<typeof uniquenessOf>): string {
  const lines = [
    `${source}: ${p.grid[0]!.length}x${p.grid.length}, colours: ${p.palette
      .map((c, i) => `${c.code} ${i === 0 ? `background (${c.name})` : c.name}`)
      .join(", ")}`,
  ];
  if (verdict.status === "unique") lines.push("unique: the clues have exactly one solution");
  else if (verdict.status === "multiple") {
    const names = verdict.differing.slice(0, 12).map((c) => cellName(c));
    lines.push(
      `not unique: two solutions differ in ${verdict.differing.length} cells (${names.join(", ")}${verdict.differing.length > 12 ? ", ..." : ""}); --givens finds cells to give`,
    );
  } else lines.push("unknown: the time or node budget ran out before uniqueness was decided (--timeout-ms)");
  return `${lines.join("\n")}\n`;
}

function givensReport(g: GivensResult, format: Format<Nonogram>, width: number, height: number): string {
  if (g.status === "unknown") return "givens: the budget ran out before a set of givens was proven enough\n";
  if (g.givens.length === 0) return "givens: none needed\n";
  return [
    `givens (${g.givens.length}): ${g.givens.map((x) => `${cellName(x)} ${x.code}`).join(", ")}`,
    `the ${format.id} format cannot carry givens: show these cells to the player with the puzzle`,
    ...givensToRows(g.givens, width, height),
    "",
  ].join("\n");
}

/**
 * `generate --from-image FILE [--size WxH] [--colours N] [--givens] [--format ID] [--out FILE] [--png FILE]
 * [--scale N] [--timeout-ms N] [--json]`: a puzzle from a PNG, JPEG or PPM picture, written in a puzzle
 * format (standard output or `--out`), with the uniqueness verdict (and givens) on standard error; `--json`
 * puts all of it in one JSON object on standard output instead. `--png` writes the quantised picture. Any
 * other `generate` goes to the shared command.
 */
export async function generateCommand(args: string[], io: CliIo, spec: CliSpec): Promise<number> {
  if (!args.some((a) => a === "--from-image" || a.startsWith("--from-image="))) {
    return runCli({ ...spec, commands: undefined }, ["generate", ...args], io);
  }
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      "from-image": { type: "string" },
      size: { type: "string" },
      colours: { type: "string" },
      colors: { type: "string" },
      givens: { type: "boolean" },
      format: { type: "string" },
      out: { type: "string" },
      png: { type: "string" },
      scale: { type: "string" },
      "timeout-ms": { type: "string" },
      json: { type: "boolean" },
    },
  });
  const source = values["from-image"]!;
  const colours = whole("colours", values.colours ?? values.colors, 1, MAX_PICTURE_COLOURS) ?? 1;
  const scale = whole("scale", values.scale, 1, 100) ?? 10;
  const timeoutMs = whole("timeout-ms", values["timeout-ms"], 1, 3_600_000);
  const chosen = values.format === undefined ? undefined : formatById(values.format);
  let p: PicturePuzzle;
  try {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(source);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new ImageError(
        code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : (e as Error).message,
      );
    }
    const image = decodeImage(bytes);
    p = pictureToPuzzle(image, { ...sizeOf(values.size, image.width, image.height), colours });
  } catch (e) {
    if (e instanceof ImageError) {
      io.err(`nonogram: cannot read the image ${source}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
  // Default: .nin for black and white, .non for colour (both keep the picture as the goal).
  const format = chosen ?? formatById(p.puzzle.palette ? "non" : "nin");
  let text: string;
  try {
    text = format.serialize!({ ...p.puzzle, title: source.replace(/^.*[/\\]/, "") });
  } catch (e) {
    io.err(`nonogram: ${(e as Error).message}\n`);
    return 1;
  }
  const width = p.grid[0]!.length;
  const height = p.grid.length;
  const verdict = uniquenessOf(p.puzzle, [], { timeoutMs });
  const givens: GivensResult | undefined = !values.givens
    ? undefined
    : verdict.status === "unique"
      ? { status: "unique", givens: [] }
      : givensForUniqueness(p.puzzle, p.grid, { timeoutMs });
  if (values.png !== undefined) writeFileSync(values.png, gridToPng(p.grid, p.palette, scale));
  if (values.json) {
    io.out(
      `${JSON.stringify({
        source,
        width,
        height,
        format: format.id,
        puzzle: text,
        grid: p.grid,
        palette: p.palette,
        status: verdict.status,
        differing: verdict.status === "multiple" ? verdict.differing : [],
        ...(givens ? { givens: givens.givens, givensStatus: givens.status } : {}),
      })}\n`,
    );
    return 0;
  }
  const body = text.endsWith("\n") ? text : `${text}\n`;
  if (values.out !== undefined) writeFileSync(values.out, body);
  else io.out(body);
  io.err(report(source, p, verdict));
  if (givens) io.err(givensReport(givens, format, width, height));
  return 0;
}
