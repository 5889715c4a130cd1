// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pushHistory, redoHistory, startHistory, undoHistory } from "./history.ts";

describe("history", () => {
  it("undoes and redoes every move, without limit", () => {
    let h = startHistory(0);
    for (let i = 1; i <= 500; i++) h = pushHistory(h, i);
    for (let i = 0; i < 500; i++) h = undoHistory(h);
    expect(h.present).toBe(0);
    expect(undoHistory(h)).toBe(h);
    for (let i = 0; i < 500; i++) h = redoHistory(h);
    expect(h.present).toBe(500);
    expect(redoHistory(h)).toBe(h);
  });

  it("drops the redo list on a new move and ignores a move that changes nothing", () => {
    let h = pushHistory(pushHistory(startHistory([0]), [1]), [2]);
    h = undoHistory(h);
    expect(h.future).toEqual([[2]]);
    expect(pushHistory(h, [1])).toBe(h);
    h = pushHistory(h, [3]);
    expect(h.future).toEqual([]);
    expect(h.past).toEqual([[0], [1]]);
  });
});
