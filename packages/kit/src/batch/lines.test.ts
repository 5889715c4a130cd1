import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PuzzleInput } from "../types.js";
import {
  blockInputs,
  blockSize,
  type LineBlock,
  LineTooLongError,
  lineBlocks,
  lineInputs,
  splitBlock,
} from "./lines.js";

async function* inBlocks(text: string, cuts: number[]): AsyncGenerator<string> {
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut > at && cut < text.length) {
      yield text.slice(at, cut);
      at = cut;
    }
  }
  yield text.slice(at);
}

async function all(blocks: AsyncIterable<string>, maxLineLength?: number): Promise<PuzzleInput[]> {
  const out: PuzzleInput[] = [];
  for await (const block of lineInputs(blocks, { prefix: "line ", maxLineLength })) out.push(...block);
  return out;
}

/**
 * Asserts that `read` gives what `obvious` reads of any text of up to `maxLines` of `line`, cut into blocks
 * anywhere in its first `maxCut` characters.
 */
async function expectAnyCut(
  line: fc.Arbitrary<string>,
  sizes: { maxLines: number; maxCut: number },
  read: (blocks: AsyncIterable<string>) => Promise<PuzzleInput[]>,
  obvious: (text: string) => PuzzleInput[],
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.array(line, { maxLength: sizes.maxLines }),
      fc.array(fc.nat(sizes.maxCut), { maxLength: 10 }),
      async (lines, cuts) => {
        const text = lines.join("\n");
        expect(await read(inBlocks(text, cuts))).toEqual(obvious(text));
      },
    ),
  );
}

/** What the lines are, read the obvious way (a separate reading, not the streaming one). */
function expected(text: string): PuzzleInput[] {
  return text.split("\n").flatMap((raw, i) => {
    const line = raw.trim();
    return line === "" || line.startsWith("#")
      ? []
      : [{ source: `line ${i + 1}`, filename: undefined, text: line, firstLine: i + 1 }];
  });
}

describe("lineInputs", () => {
  it("gives every puzzle line with its number, however the text is cut into blocks", async () => {
    const line = fc.oneof(
      fc.constantFrom("", " ", "# note", "\r", "..3.1\r", "\uFEFF12"),
      fc.string({ unit: fc.constantFrom("1", "2", ".", " ", "#", "x") }),
    );
    await expectAnyCut(line, { maxLines: 30, maxCut: 400 }, (blocks) => all(blocks), expected);
  });

  it("stops at a line over the limit, naming it, even before its end has arrived", async () => {
    const text = `123\n${"9".repeat(50)}\n456\n`;
    await expect(all(inBlocks(text, [6]), 20)).rejects.toEqual(new LineTooLongError(2, 20));
    // The long line's start alone is over the limit: no need to read on to its end.
    async function* endless(): AsyncGenerator<string> {
      yield "12\n";
      for (;;) yield "x".repeat(16);
    }
    await expect(all(endless(), 100)).rejects.toMatchObject({ line: 2, maxLength: 100 });
  });
});

describe("lineInputs with longLines: skip", () => {
  const max = 8;
  async function skipping(blocks: AsyncIterable<string>): Promise<PuzzleInput[]> {
    const out: PuzzleInput[] = [];
    const options = { prefix: "line ", maxLineLength: max, longLines: "skip" as const };
    for await (const block of lineInputs(blocks, options)) out.push(...block);
    return out;
  }
  /** The obvious reading: a line over the limit is an input with an error, whatever it holds. */
  function expectedSkipping(text: string): PuzzleInput[] {
    return text.split("\n").flatMap((raw, i) => {
      if (raw.length > max) {
        const error = `longer than ${max} characters; not read`;
        return [{ source: `line ${i + 1}`, filename: undefined, text: "", firstLine: i + 1, error }];
      }
      const line = raw.trim();
      return line === "" || line.startsWith("#")
        ? []
        : [{ source: `line ${i + 1}`, filename: undefined, text: line, firstLine: i + 1 }];
    });
  }

  it("answers each line over the limit as an input that says so, keeps its place, and reads on", async () => {
    const line = fc.oneof(
      fc.constantFrom("", "# note", "12", "1.2"),
      fc.string({ unit: fc.constantFrom("1", "2", ".", " ", "#"), maxLength: 30 }),
    );
    await expectAnyCut(line, { maxLines: 12, maxCut: 200 }, skipping, expectedSkipping);
  });

  it("never holds a long line: an endless one is dropped as it arrives", async () => {
    let held = 0;
    async function* endless(): AsyncGenerator<string> {
      yield "12\n";
      for (let i = 0; i < 1000; i++) yield "x".repeat(1000);
      yield "\n34\n";
    }
    const inputs: PuzzleInput[] = [];
    const options = { prefix: "line ", maxLineLength: 100, longLines: "skip" as const };
    for await (const block of lineBlocks(endless(), options)) {
      held = Math.max(held, block.text.length);
      inputs.push(...blockInputs(block));
    }
    expect(inputs.map((i) => [i.firstLine, i.text, i.error !== undefined])).toEqual([
      [1, "12", false],
      [2, "", true],
      [3, "34", false],
    ]);
    expect(held).toBeLessThan(200);
  });
});

describe("lineBlocks", () => {
  const line = fc.oneof(
    fc.constantFrom("", " ", "# note", " # note", "\r", "..3.1\r", "\uFEFF12", "\t#x"),
    fc.string({ unit: fc.constantFrom("1", "2", ".", " ", "#", "x") }),
  );

  it("counts the puzzles of each block as its inputs are made, and cuts it anywhere into the same inputs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.array(fc.nat(400), { maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
        async (lines, cuts, sizes) => {
          const text = lines.join("\n");
          const made: PuzzleInput[] = [];
          for await (const block of lineBlocks(inBlocks(text, cuts), { prefix: "line " })) {
            expect(block.count).toBeGreaterThan(0);
            expect(blockInputs(block)).toHaveLength(block.count);
            // Cut into chunks of the given sizes, in turn, until nothing is left.
            let rest: LineBlock | undefined = block;
            for (let k = 0; rest; k++) {
              const [head, after]: [LineBlock, LineBlock | undefined] = splitBlock(
                rest,
                sizes[k % sizes.length]!,
              );
              expect(blockInputs(head)).toHaveLength(blockSize(head));
              made.push(...blockInputs(head));
              rest = after;
            }
          }
          expect(made).toEqual(expected(text));
        },
      ),
    );
  });

  it("cuts made inputs the same way", () => {
    const inputs = expected("1\n2\n\n3");
    expect(splitBlock(inputs, 2)).toEqual([inputs.slice(0, 2), inputs.slice(2)]);
    expect(splitBlock(inputs, 3)).toEqual([inputs, undefined]);
  });
});
