import { describe, expect, it } from "vitest";
import { auxAnswer, deobfuscate, obfuscate, saveGameId, saveRecords } from "./save-file.ts";

// A save file as sgt-towers 20230122 wrote it (`--save PREFIX --generate 1 '5dh#seed1'`), trimmed to the
// records read here; its AUXINFO is the generator's answer, obfuscated.
const SAVE = [
  "SAVEFILE:41:Simon Tatham's Portable Puzzle Collection",
  "GAME    :6:Towers",
  "PARAMS  :3:5dh",
  "CPARAMS :3:5dh",
  "DESC    :24:/5///4/2///3///3////////",
  "AUXINFO :52:051c26409fcedf286a56d970568bec6e26bb0ae8064e889e1275",
  "",
].join("\n");

describe("saveRecords", () => {
  it("reads KEY:LEN:VALUE records and the game ID", () => {
    const records = saveRecords(SAVE);
    expect(records.get("GAME")).toBe("Towers");
    expect(saveGameId(records)).toBe("5dh:/5///4/2///3///3////////");
  });

  it("takes a value by its length, colons and all", () => {
    expect(saveRecords("DESC    :7:a:b/c:d\n").get("DESC")).toBe("a:b/c:d");
  });
});

describe("auxAnswer", () => {
  it("de-obfuscates the generator's answer", () => {
    // 5x5: S and 25 heights, each row and column a permutation of 1-5.
    const answer = auxAnswer(saveRecords(SAVE))!;
    expect(answer).toBe("S3145212543531242431545231");
  });

  it("is undefined for a game that keeps none", () => {
    expect(auxAnswer(saveRecords("DESC    :3:a1b\n"))).toBeUndefined();
  });

  it("undoes the obfuscation of an odd number of bytes, whose halves differ in length", () => {
    const text = Buffer.from("S0110101");
    const hidden = obfuscate(text);
    expect(hidden.equals(text)).toBe(false);
    expect(deobfuscate(hidden).toString()).toBe("S0110101");
  });
});
