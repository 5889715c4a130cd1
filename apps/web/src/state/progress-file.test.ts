// @vitest-environment node
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../test/memory-storage.ts";
import { pushHistory, startHistory } from "./history.ts";
import { exportProgress, importProgress, progressFileVersion } from "./progress-file.ts";
import { listRecent, loadCurrent, loadProgress, removeAllProgress, saveProgress } from "./storage.ts";

function played(): Storage {
  const storage = memoryStorage();
  saveProgress(storage, "sudoku", {
    text: "4.3..",
    format: "line",
    history: pushHistory(startHistory({ v: [0] }), { v: [4] }),
    savedAt: 10,
    checkpoints: [{ name: "guess", savedAt: 9, attempt: { v: [0] } }],
    name: "easy",
    size: "9×9",
    filled: 1,
    total: 51,
    solved: false,
  });
  saveProgress(storage, "nonogram", { text: "1\n1", history: startHistory(["#"]), savedAt: 20 });
  return storage;
}

describe("progress file", () => {
  it("exports every puzzle and imports them back after everything was removed", () => {
    const storage = played();
    const before = listRecent(storage);
    const file = exportProgress(storage, new Date("2026-11-22T10:00:00Z"));
    const json = JSON.parse(file);
    expect(json).toMatchObject({
      app: "gridsmith",
      kind: "progress",
      version: 1,
      exportedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(json.puzzles.map((p: { type: string }) => p.type)).toEqual(["nonogram", "sudoku"]);

    removeAllProgress(storage);
    expect(listRecent(storage)).toEqual([]);
    expect(importProgress(storage, file)).toEqual({ ok: true, count: 2 });
    expect(listRecent(storage)).toEqual(before);
    expect(loadProgress(storage, "sudoku", "4.3..")?.history.past).toEqual([{ v: [0] }]);
    expect(loadProgress(storage, "sudoku", "4.3..")?.checkpoints?.[0]?.name).toBe("guess");
    expect(loadCurrent(storage, "nonogram")?.text).toBe("1\n1");
  });

  it("refuses a file that is not JSON, not a progress file, damaged or of another version, changing nothing", () => {
    const storage = played();
    const snapshot = () =>
      [...Array(storage.length).keys()].map((i) => [storage.key(i), storage.getItem(storage.key(i)!)]);
    const was = snapshot();
    const good = JSON.parse(exportProgress(storage));
    const cases: [string, RegExp][] = [
      ["{oops", /^The file is not JSON/],
      [JSON.stringify({ hello: 1 }), /^This is not a Gridsmith progress file: .* at app\.$/],
      [JSON.stringify({ ...good, version: progressFileVersion + 1 }), /version 2; this site reads version 1/],
      [
        JSON.stringify({
          ...good,
          puzzles: [good.puzzles[0], { ...good.puzzles[1], history: { past: [] } }],
        }),
        /at puzzles\.1\.history\./,
      ],
      [JSON.stringify({ ...good, puzzles: [{ ...good.puzzles[0], type: "../x" }] }), /at puzzles\.0\.type/],
    ];
    for (const [text, error] of cases) {
      const result = importProgress(storage, text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(error);
      expect(snapshot()).toEqual(was);
    }
  });

  it("says so and takes everything back when storage fills up part-way", () => {
    const file = exportProgress(played());
    const small = memoryStorage(600);
    saveProgress(small, "row", { text: "mine", history: startHistory(1), savedAt: 1 });
    const result = importProgress(small, file);
    expect(result).toEqual({ ok: false, error: "The browser's storage is full: nothing was imported." });
    expect(listRecent(small).map((e) => e.text)).toEqual(["mine"]);
    expect(importProgress(null, file).ok).toBe(false);
  });
});
