import { describe, expect, it } from "vitest";
import { cleanUrlFromHash, redirectLegacyHash } from "./legacy-hash.ts";

describe("old hash links", () => {
  it("map to the clean address, query included", () => {
    expect(cleanUrlFromHash("#/sudoku")).toBe("/sudoku");
    expect(cleanUrlFromHash("#/sudoku/batch")).toBe("/sudoku/batch");
    expect(cleanUrlFromHash("#/nonogram?p=zAbc_-&s=t12")).toBe("/nonogram?p=zAbc_-&s=t12");
    expect(cleanUrlFromHash("#/")).toBe("/");
    expect(cleanUrlFromHash("#/kakuro", "/play")).toBe("/play/kakuro");
  });

  it("leave other addresses alone", () => {
    expect(cleanUrlFromHash("")).toBeNull();
    expect(cleanUrlFromHash("#main")).toBeNull();
    expect(cleanUrlFromHash("#")).toBeNull();
  });

  it("are replaced in the address bar without a new history entry", () => {
    history.replaceState(null, "", "/#/crosspatch?p=t1");
    const length = history.length;
    redirectLegacyHash();
    expect(location.pathname).toBe("/crosspatch");
    expect(location.search).toBe("?p=t1");
    expect(location.hash).toBe("");
    expect(history.length).toBe(length);
  });
});
