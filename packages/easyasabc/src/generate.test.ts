import { describe, expect, it } from "vitest";
import { easyasabc } from "./index.js";

describe("easyasabc generate", () => {
  it("gives a puzzle of size - 2 letters", () => {
    for (const size of [4, 5]) expect(easyasabc.generate!({ size }, 1).letters).toBe(size - 2);
  });
});
