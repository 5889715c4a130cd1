// @vitest-environment node
import { describe, expect, it } from "vitest";
import { startHistory } from "./history.ts";
import { loadCurrent, loadProgress, saveProgress, textKey } from "./storage.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe("storage", () => {
  it("keeps each puzzle's progress and remembers the current puzzle per type", () => {
    const storage = memoryStorage();
    saveProgress(storage, "row", { text: "1.3.", history: startHistory([null, 2]), savedAt: 1 });
    saveProgress(storage, "row", { text: "2.1", history: startHistory([null, 3]), savedAt: 2 });
    expect(loadCurrent(storage, "row")?.text).toBe("2.1");
    expect(loadProgress(storage, "row", "1.3.")?.history.present).toEqual([null, 2]);
    expect(loadCurrent(storage, "other")).toBeNull();
  });

  it("keeps the 30 most recent puzzles of a type", () => {
    const storage = memoryStorage();
    for (let i = 0; i < 35; i++)
      saveProgress(storage, "row", { text: `p${i}`, history: startHistory(i), savedAt: i });
    expect(loadProgress(storage, "row", "p4")).toBeNull();
    expect(loadProgress(storage, "row", "p5")?.history.present).toBe(5);
    expect(storage.length).toBe(31);
  });

  it("survives missing, full and damaged storage", () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(() =>
      saveProgress(full, "row", { text: "x", history: startHistory(1), savedAt: 0 }),
    ).not.toThrow();
    expect(loadCurrent(null, "row")).toBeNull();
    const damaged = memoryStorage();
    damaged.setItem("gridsmith:v1:row:current", "{not json");
    expect(loadCurrent(damaged, "row")).toBeNull();
  });

  it("hashes text to a short stable key", () => {
    expect(textKey("1.3.")).toBe(textKey("1.3."));
    expect(textKey("1.3.")).not.toBe(textKey("1.4."));
  });
});
