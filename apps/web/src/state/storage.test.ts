// @vitest-environment node
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../test/memory-storage.ts";
import { pushHistory, startHistory } from "./history.ts";
import {
  allProgress,
  listRecent,
  loadCurrent,
  loadProgress,
  makeCurrent,
  removeAllProgress,
  removeProgress,
  saveProgress,
  textKey,
  writeAllOrNothing,
} from "./storage.ts";

const progress = (text: string, present: unknown, savedAt = 1) => ({
  text,
  history: startHistory(present),
  savedAt,
});

describe("storage", () => {
  it("keeps each puzzle's progress and remembers the current puzzle per type", () => {
    const storage = memoryStorage();
    saveProgress(storage, "row", { text: "1.3.", history: startHistory([null, 2]), savedAt: 1 });
    saveProgress(storage, "row", { text: "2.1", history: startHistory([null, 3]), savedAt: 2 });
    expect(loadCurrent(storage, "row")?.text).toBe("2.1");
    expect(loadProgress(storage, "row", "1.3.")?.history.present).toEqual([null, 2]);
    expect(loadCurrent(storage, "other")).toBeNull();
    makeCurrent(storage, "row", "1.3.");
    expect(loadCurrent(storage, "row")?.text).toBe("1.3.");
  });

  it("round-trips history, checkpoints and the summary through JSON", () => {
    const storage = memoryStorage();
    const history = pushHistory(startHistory({ v: [0, 1] }), { v: [2, 1] });
    const checkpoints = [{ name: "before the guess", savedAt: 5, attempt: { v: [0, 1] } }];
    saveProgress(storage, "sudoku", {
      text: "t",
      format: "line",
      history,
      savedAt: 7,
      checkpoints,
      name: "easy",
      size: "9×9",
      filled: 1,
      total: 2,
      solved: false,
    });
    const back = loadProgress(storage, "sudoku", "t");
    expect(back?.history).toEqual(history);
    expect(back?.checkpoints).toEqual(checkpoints);
    expect(listRecent(storage)).toEqual([
      {
        typeId: "sudoku",
        text: "t",
        format: "line",
        savedAt: 7,
        checkpoints: 1,
        name: "easy",
        size: "9×9",
        filled: 1,
        total: 2,
        solved: false,
      },
    ]);
  });

  it("lists every type's puzzles, most recent first, and forgets one or all of them", () => {
    const storage = memoryStorage();
    storage.setItem("gridsmith:theme", "dark");
    saveProgress(storage, "row", progress("a", 1, 1));
    saveProgress(storage, "sudoku", progress("b", 2, 3));
    saveProgress(storage, "row", progress("c", 3, 2));
    expect(listRecent(storage).map((e) => `${e.typeId}:${e.text}`)).toEqual(["sudoku:b", "row:c", "row:a"]);
    expect(allProgress(storage).map((p) => p.typeId)).toEqual(["sudoku", "row", "row"]);
    removeProgress(storage, "row", "c");
    expect(listRecent(storage).map((e) => e.text)).toEqual(["b", "a"]);
    expect(loadCurrent(storage, "row")).toBeNull();
    removeAllProgress(storage);
    expect(listRecent(storage)).toEqual([]);
    expect(storage.getItem("gridsmith:theme")).toBe("dark");
  });

  it("keeps the 30 most recent puzzles of a type", () => {
    const storage = memoryStorage();
    for (let i = 0; i < 35; i++) saveProgress(storage, "row", progress(`p${i}`, i, i));
    expect(loadProgress(storage, "row", "p4")).toBeNull();
    expect(loadProgress(storage, "row", "p5")?.history.present).toBe(5);
    expect(listRecent(storage)).toHaveLength(30);
    // 30 progress records, 30 summaries and the current puzzle.
    expect(storage.length).toBe(61);
  });

  it("says when storage is missing or full, and never throws", () => {
    expect(saveProgress(null, "row", progress("x", 1))).toBe("unavailable");
    const disabled = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    } as Storage;
    expect(saveProgress(disabled, "row", progress("x", 1))).toBe("unavailable");
    expect(saveProgress(memoryStorage(10), "row", progress("x", 1))).toBe("full");
    expect(loadCurrent(null, "row")).toBeNull();
    expect(listRecent(null)).toEqual([]);
    expect(() => removeAllProgress(null)).not.toThrow();
  });

  it("drops the undo history, not the board, when only that fits", () => {
    const storage = memoryStorage(400);
    let history = startHistory("x".repeat(20));
    for (let i = 0; i < 20; i++) history = pushHistory(history, `${i}`.padStart(20, "y"));
    expect(saveProgress(storage, "row", { text: "t", history, savedAt: 1 })).toBe("saved");
    expect(loadProgress(storage, "row", "t")?.history).toEqual(startHistory(history.present));
  });

  it("ignores damaged entries", () => {
    const storage = memoryStorage();
    storage.setItem("gridsmith:v1:row:current", "{not json");
    storage.setItem("gridsmith:v1:row:m:abc", "[1,2]");
    storage.setItem("gridsmith:v1:row:p:abc", JSON.stringify({ text: 3 }));
    expect(loadCurrent(storage, "row")).toBeNull();
    expect(listRecent(storage)).toEqual([]);
    expect(allProgress(storage)).toEqual([]);
  });

  it("leaves out the fields of a saved record that are of the wrong kind", () => {
    const storage = memoryStorage();
    saveProgress(storage, "row", { text: "1.3.", history: startHistory([null, 2]), savedAt: 5 });
    const key = `gridsmith:v1:row:p:${textKey("1.3.")}`;
    const written = JSON.parse(storage.getItem(key)!);
    storage.setItem(
      key,
      JSON.stringify({
        ...written,
        format: 7,
        name: { toString: null },
        size: ["9"],
        filled: "3",
        solved: "yes",
        elapsedMs: -4,
        checkpoints: "none",
        savedAt: "later",
      }),
    );
    expect(loadCurrent(storage, "row")).toEqual({
      text: "1.3.",
      history: startHistory([null, 2]),
      savedAt: 0,
    });
    const summary = `gridsmith:v1:row:m:${textKey("1.3.")}`;
    storage.setItem(
      summary,
      JSON.stringify({ ...JSON.parse(storage.getItem(summary)!), name: [1], format: 2 }),
    );
    expect(listRecent(storage)).toEqual([{ typeId: "row", text: "1.3.", savedAt: 5, checkpoints: 0 }]);
  });

  it("writes a set of puzzles all or nothing", () => {
    const storage = memoryStorage(700);
    saveProgress(storage, "row", progress("kept", "old", 1));
    const snapshot = () => [...Array(storage.length).keys()].map((i) => storage.getItem(storage.key(i)!));
    const was = snapshot();
    const outcome = writeAllOrNothing(storage, [
      { typeId: "row", progress: progress("kept", "new", 2) },
      { typeId: "row", progress: progress("big", "z".repeat(800), 3) },
    ]);
    expect(outcome).toBe("full");
    expect(snapshot()).toEqual(was);
    expect(loadProgress(storage, "row", "kept")?.history.present).toBe("old");
  });

  it("hashes text to a short stable key", () => {
    expect(textKey("1.3.")).toBe(textKey("1.3."));
    expect(textKey("1.3.")).not.toBe(textKey("1.4."));
  });
});
