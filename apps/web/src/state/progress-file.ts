import { z } from "zod";
import { allProgress, type SavedProgress, type SaveOutcome, writeAllOrNothing } from "./storage.ts";

/**
 * The file "Export progress" writes and "Import progress" reads: every saved puzzle with its history and
 * checkpoints. Versioned, so a later site can read (or refuse plainly) an older file. Loaded only when the
 * person exports or imports, so zod is not in the home page's first download.
 */
export const progressFileVersion = 1;

const history = z.object({ past: z.array(z.unknown()), present: z.unknown(), future: z.array(z.unknown()) });

const puzzle = z.object({
  type: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "a puzzle type id (letters, digits, '-')"),
  text: z.string().min(1),
  format: z.string().optional(),
  savedAt: z.number().int().nonnegative(),
  name: z.string().optional(),
  size: z.string().optional(),
  filled: z.number().int().nonnegative().optional(),
  total: z.number().int().nonnegative().optional(),
  solved: z.boolean().optional(),
  history,
  checkpoints: z
    .array(
      z.object({ name: z.string().min(1), savedAt: z.number().int().nonnegative(), attempt: z.unknown() }),
    )
    .default([]),
});

export const progressFileSchema = z.object({
  app: z.literal("gridsmith"),
  kind: z.literal("progress"),
  version: z.literal(progressFileVersion),
  exportedAt: z.string(),
  puzzles: z.array(puzzle),
});

export type ProgressFile = z.infer<typeof progressFileSchema>;

/** Every saved puzzle as the export file's JSON text. */
export function exportProgress(storage: Storage | null, now = new Date()): string {
  const file: ProgressFile = {
    app: "gridsmith",
    kind: "progress",
    version: progressFileVersion,
    exportedAt: now.toISOString(),
    puzzles: allProgress(storage).map(({ typeId, progress }) => ({
      type: typeId,
      text: progress.text,
      ...(progress.format ? { format: progress.format } : {}),
      savedAt: progress.savedAt,
      ...summaryOf(progress),
      history: progress.history,
      checkpoints: progress.checkpoints ?? [],
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function summaryOf(p: SavedProgress) {
  return Object.fromEntries(
    (["name", "size", "filled", "total", "solved"] as const).flatMap((k) =>
      p[k] === undefined ? [] : [[k, p[k]]],
    ),
  );
}

export type ImportResult = { ok: true; count: number } | { ok: false; error: string };

/**
 * Reads an export file and saves every puzzle in it (replacing the progress saved on the same puzzles).
 * A file that is not JSON, not such a file, of another version or damaged changes nothing and says why;
 * so does storage too full for it (what was written is taken back).
 */
export function importProgress(storage: Storage | null, text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `The file is not JSON (${err instanceof Error ? err.message : err}).` };
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (
    typeof version === "number" &&
    version !== progressFileVersion &&
    (json as { app?: unknown }).app === "gridsmith"
  )
    return {
      ok: false,
      error: `The file is version ${version}; this site reads version ${progressFileVersion}.`,
    };
  const parsed = progressFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    return { ok: false, error: `This is not a Gridsmith progress file: ${issue.message}${where}.` };
  }
  const records = parsed.data.puzzles.map(({ type, ...p }) => ({
    typeId: type,
    progress: p as SavedProgress,
  }));
  // Oldest first, so each type's current puzzle ends up the one played last.
  records.sort((a, b) => a.progress.savedAt - b.progress.savedAt);
  const outcome: SaveOutcome = writeAllOrNothing(storage, records);
  if (outcome === "saved") return { ok: true, count: records.length };
  return {
    ok: false,
    error:
      outcome === "full"
        ? "The browser's storage is full: nothing was imported."
        : "This browser does not let the site save (private mode?): nothing was imported.",
  };
}
