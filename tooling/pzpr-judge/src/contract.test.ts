import { describe, expect, it, vi } from "vitest";

// The registration itself is kit's (every puzz.link genre's test runs it); here, what is passed to it.
vi.mock("@gridsmith/kit/testing/contract", () => ({ describePuzzleType: vi.fn() }));

describe("describePuzzlinkType", () => {
  it("registers describePuzzleType with the genre's options and puzz.link's checker as the judge", async () => {
    // The unit project's workers keep modules from file to file: read contract.ts afresh, over the mock.
    vi.resetModules();
    const { describePuzzlinkType } = await import("./contract.js");
    const { describePuzzleType } = await import("@gridsmith/kit/testing/contract");
    const { judgePzprv3 } = await import("./index.js");
    const type = { id: "lightup" } as Parameters<typeof describePuzzlinkType>[0];
    const independent = { check: () => [], sample: { puzzle: 1, right: 2, wrong: 3 } };
    describePuzzlinkType(type, { independent, generate: { params: {} } });
    expect(describePuzzleType).toHaveBeenCalledWith(type, {
      independent,
      generate: { params: {} },
      judged: { judge: { judgePzprv3 } },
    });
  });
});
