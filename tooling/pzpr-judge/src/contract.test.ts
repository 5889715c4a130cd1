import { describe, expect, it, vi } from "vitest";

// The registration itself is kit's (every puzz.link genre's test runs it); here, what is passed to it.
vi.mock("@gridsmith/kit/testing/contract", () => ({
  describePuzzleType: vi.fn(),
  describeBorderRegionsFormats: vi.fn(),
}));

describe("describePuzzlinkType", () => {
  it("registers describePuzzleType with the genre's options and puzz.link's checker as the judge, and returns those judges and the type's fixture", async () => {
    // The unit project's workers keep modules from file to file: read contract.ts afresh, over the mock.
    vi.resetModules();
    const { describePuzzlinkType } = await import("./contract.js");
    const { describePuzzleType } = await import("@gridsmith/kit/testing/contract");
    const { judgePzprv3 } = await import("./index.js");
    const writeSolution = () => "pzprv3";
    // A text format (the default) that reads a text as its length, and one example.
    const formats = [
      { id: "text", parse: (text: string) => text.length },
      { id: "pzprv3", writeSolution },
    ];
    const examples = [{ text: "abc" }];
    const type = { id: "lightup", formats, examples } as unknown as Parameters<
      typeof describePuzzlinkType
    >[0];
    const independent = { check: () => [], sample: { puzzle: 1, right: 2, wrong: 3 } };
    const { parse, example, ...judges } = describePuzzlinkType(type, {
      independent,
      generate: { params: {} },
    });
    expect(describePuzzleType).toHaveBeenCalledWith(type, {
      independent,
      generate: { params: {} },
      judged: { judge: { judgePzprv3 } },
    });
    // The judges of the file's own counts: the same checker, the type's pzprv3 writer.
    expect(judges).toEqual({
      check: independent.check,
      judge: { judgePzprv3 },
      formats: { writePzprv3: writeSolution },
    });
    // The type's fixture (kit's genreFixture): its default format's reader and its first example read by it.
    expect(parse("wxyz")).toBe(4);
    expect(example).toBe(3);
  });
});

describe("describePuzzlinkBorderRegionsFormats", () => {
  it("registers kit's describeBorderRegionsFormats with the genre's options and puzz.link's file of a link", async () => {
    vi.resetModules();
    const { describePuzzlinkBorderRegionsFormats } = await import("./contract.js");
    const { describeBorderRegionsFormats } = await import("@gridsmith/kit/testing/contract");
    const { pzprFileOfUrl } = await import("./index.js");
    const of = { clue: () => null, formats: {} } as unknown as Parameters<
      typeof describePuzzlinkBorderRegionsFormats
    >[0];
    describePuzzlinkBorderRegionsFormats(of);
    expect(describeBorderRegionsFormats).toHaveBeenCalledWith({ ...of, pzprFileOfUrl });
  });
});
