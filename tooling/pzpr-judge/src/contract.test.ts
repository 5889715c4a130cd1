import { describe, expect, it } from "vitest";
import { puzzlinkContractOptions, puzzlinkFormatsOf, puzzlinkTypeJudges } from "./contract.js";
import { judgePzprv3, pzprFileOfUrl } from "./index.js";

// The registration itself is kit's (every puzz.link genre's test runs it); here, what is passed to it and what
// comes back. No module is mocked: the unit project's workers keep modules from file to file, and a mocked
// kit contract leaked into the genre files after this one, whose contract tests then silently registered
// nothing.
describe("describePuzzlinkType", () => {
  it("gives describePuzzleType the genre's options with puzz.link's checker as the judge", () => {
    const independent = { check: () => [], sample: { puzzle: 1, right: 2, wrong: 3 } };
    const options = { independent, generate: { params: {} } };
    expect(puzzlinkContractOptions(options)).toEqual({ ...options, judged: { judge: { judgePzprv3 } } });
  });

  it("returns those judges and the type's fixture", () => {
    const writeSolution = () => "pzprv3";
    // A text format (the default) that reads a text as its length, and one example.
    const formats = [
      { id: "text", parse: (text: string) => text.length },
      { id: "pzprv3", writeSolution },
    ];
    const type = { id: "lightup", formats, examples: [{ text: "abc" }] } as unknown as Parameters<
      typeof puzzlinkTypeJudges
    >[0];
    const check = () => [];
    const { parse, example, ...judges } = puzzlinkTypeJudges(type, { independent: { check } });
    // The judges of the file's own counts: the same checker, the type's pzprv3 writer.
    expect(judges).toEqual({ check, judge: { judgePzprv3 }, formats: { writePzprv3: writeSolution } });
    // The type's fixture (kit's genreFixture): its default format's reader and its first example read by it.
    expect(parse("wxyz")).toBe(4);
    expect(example).toBe(3);
  });
});

describe("describePuzzlinkBorderRegionsFormats", () => {
  it("gives kit's describeBorderRegionsFormats the genre's options and puzz.link's file of a link", () => {
    const of = { clue: () => null, formats: {} } as unknown as Parameters<typeof puzzlinkFormatsOf>[0];
    expect(puzzlinkFormatsOf(of)).toEqual({ ...of, pzprFileOfUrl });
  });
});
