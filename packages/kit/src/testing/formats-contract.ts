// The tests every puzz.link genre package makes of its formats, registered as vitest `it` blocks: each
// format reads back what it writes and knows its own text, the link and the pzprv3 file are the ones
// puzz.link has for the same board, and no text makes a format throw anything but a ParseError.
import fc from "fast-check";
import { expect, it } from "vitest";
import { ParseError } from "../parse-error.js";
import type { Format } from "../types.js";
import type { GenreWriters } from "./examples-contract.js";
import { checkAnswerFileRoundTrip } from "./format-checks.js";

/** Options of {@link describeFormatsContract}. */
export interface FormatsContractOptions<Puzzle> {
  /** Any puzzle the formats write. */
  puzzles: fc.Arbitrary<Puzzle>;
  /**
   * The genre's formats module (`import * as formats from "./index.js"`): every format it exports writes and
   * reads back and throws nothing but a ParseError, and its link and pzprv3 writers are the ones puzz.link has.
   */
  formats: GenreWriters<Puzzle, never> & { readonly [name: string]: unknown };
  /** Formats whose `detect` need not know their own text (a plain grid another genre's text is too). */
  undetected?: Format<Puzzle>[];
  /**
   * What `format` reads back of what it wrote of `puzzle`: `puzzle` by default, a normal form of it for a
   * format that keeps less, or undefined when the format cannot write that puzzle apart (none is checked).
   */
  readBack?(format: Format<Puzzle>, puzzle: Puzzle): Puzzle | undefined;
  /** puzz.link's own pzprv3 file of a link (`pzprFileOfUrl` of `@gridsmith/pzpr-judge`). */
  pzprFileOfUrl(link: string): string;
  /**
   * Starts of texts the formats' readers go far into, put before random text besides the starts of every
   * text the formats write of `puzzles` (those reach each reader's grid); none more unless given.
   */
  leads?: string[];
  /**
   * When given, one more `it` block, titled `title`: the module's pzprv3 file keeps any answer of
   * `length(puzzle)` entries of 0 to `max` (1 unless given), as {@link checkAnswerFileRoundTrip} says, written
   * by its `writePzprv3` and read by its `readPzprv3Board`.
   */
  answerFile?: { title: string; length(puzzle: Puzzle): number; max?: number };
}

/** The formats a formats module exports, in the order of their names. */
function exportedFormats<Puzzle>(module: { readonly [name: string]: unknown }): Format<Puzzle>[] {
  return Object.values(module).filter(
    (value): value is Format<Puzzle> =>
      typeof value === "object" &&
      value !== null &&
      typeof (value as Format<Puzzle>).id === "string" &&
      typeof (value as Format<Puzzle>).parse === "function" &&
      typeof (value as Format<Puzzle>).detect === "function",
  );
}

/**
 * Registers the `it` blocks every puzz.link genre package has for its formats (call it inside a
 * `describe`): each format the module exports reads back what it writes of any puzzle and detects its own
 * text (but the `undetected`), the link and the pzprv3 file written of any puzzle are the ones puzz.link
 * has, the pzprv3 file keeps any answer (with `answerFile`), and any text, after a start of a text some
 * format wrote, after one of `leads` or alone, is read or refused with a ParseError by every format.
 */
export function describeFormatsContract<Puzzle>(options: FormatsContractOptions<Puzzle>): void {
  const { puzzles, formats: writers } = options;
  const formats = exportedFormats<Puzzle>(writers);
  const undetected = new Set(options.undetected ?? []);
  const readBack = options.readBack ?? ((_format, puzzle) => puzzle);

  it(`read back every puzzle they write (${formats.map((f) => f.id).join(", ")})`, () => {
    expect(formats.length).toBeGreaterThan(0);
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

  const { answerFile } = options;
  if (answerFile)
    it(answerFile.title, () => {
      const read = writers.readPzprv3Board;
      if (typeof read !== "function") throw new Error("the formats module exports no readPzprv3Board");
      checkAnswerFileRoundTrip<Puzzle>({
        puzzles,
        length: answerFile.length,
        ...(answerFile.max === undefined ? {} : { max: answerFile.max }),
        // `formats` is typed for its puzzles alone; a genre with an answer file writes its answers with it.
        write: writers.writePzprv3 as unknown as (puzzle: Puzzle, answer: number[]) => string,
        read: read as (text: string) => { puzzle: Puzzle },
      });
    });

  it("never throw anything but ParseError on any text", () => {
    // A start of a text a format wrote (a link's head, a file's rows) takes a reader deep into its grid.
    const written = fc.tuple(puzzles, fc.constantFrom(...formats), fc.nat()).map(([p, f, cut]) => {
      const text = f.serialize?.(p) ?? "";
      return text.slice(0, cut % (text.length + 1));
    });
    const leads = fc.oneof(written, fc.constantFrom(...(options.leads ?? []), ""));
    fc.assert(
      fc.property(fc.string(), leads, (text, lead) => {
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
