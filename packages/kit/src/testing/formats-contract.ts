// The tests every puzz.link genre package makes of its formats, registered as vitest `it` blocks: each
// format reads back what it writes and knows its own text, the link and the pzprv3 file are the ones
// puzz.link has for the same board, and no text makes a format throw anything but a ParseError.
import fc from "fast-check";
import { expect, it } from "vitest";
import { ParseError } from "../parse-error.js";
import type { Format } from "../types.js";
import type { GenreWriters } from "./examples-contract.js";

/** Options of {@link describeFormatsContract}. */
export interface FormatsContractOptions<Puzzle> {
  /** Any puzzle the formats write. */
  puzzles: fc.Arbitrary<Puzzle>;
  /** The package's formats: each writes and reads back, and none throws but a ParseError. */
  formats: Format<Puzzle>[];
  /** Formats whose `detect` need not know their own text (a plain grid another genre's text is too). */
  undetected?: Format<Puzzle>[];
  /**
   * What `format` reads back of what it wrote of `puzzle`: `puzzle` by default, a normal form of it for a
   * format that keeps less, or undefined when the format cannot write that puzzle apart (none is checked).
   */
  readBack?(format: Format<Puzzle>, puzzle: Puzzle): Puzzle | undefined;
  /** The genre's formats module: its link and pzprv3 writers. */
  writers: GenreWriters<Puzzle, never>;
  /** puzz.link's own pzprv3 file of a link (`pzprFileOfUrl` of `@gridsmith/pzpr-judge`). */
  pzprFileOfUrl(link: string): string;
  /** Starts of texts the formats' readers go far into (a link's or a file's head), put before random text. */
  leads: string[];
}

/**
 * Registers the `it` blocks every puzz.link genre package has for its formats (call it inside a
 * `describe`): each format reads back what it writes of any puzzle and detects its own text (but the
 * `undetected`), the link and the pzprv3 file written of any puzzle are the ones puzz.link has, and any
 * text, after each of `leads` or alone, is read or refused with a ParseError by every format.
 */
export function describeFormatsContract<Puzzle>(options: FormatsContractOptions<Puzzle>): void {
  const { formats, puzzles, writers } = options;
  const undetected = new Set(options.undetected ?? []);
  const readBack = options.readBack ?? ((_format, puzzle) => puzzle);

  it(`read back every puzzle they write (${formats.map((f) => f.id).join(", ")})`, () => {
    fc.assert(
      fc.property(puzzles, (p) => {
        for (const f of formats) {
          const expected = readBack(f, p);
          if (expected === undefined) continue;
          const text = f.serialize!(p);
          if (!undetected.has(f)) expect(f.detect(text), f.id).toBe(true);
          expect(f.parse(text), f.id).toEqual(expected);
        }
      }),
    );
  });

  it("write the link and the file puzz.link writes for the same board", () => {
    fc.assert(
      fc.property(puzzles, (p) => {
        expect(options.pzprFileOfUrl(writers.serializePuzzlink(p))).toBe(writers.writePzprv3(p));
      }),
      { numRuns: 40 },
    );
  });

  it("never throw anything but ParseError on any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...options.leads, ""), (text, lead) => {
        for (const f of formats) {
          try {
            f.parse(lead + text);
          } catch (e) {
            expect(e).toBeInstanceOf(ParseError);
          }
        }
      }),
    );
  });
}
