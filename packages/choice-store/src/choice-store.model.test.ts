import { Trail } from "@gridsmith/constraint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChoiceStore } from "./choice-store.js";
import { type Event, NaiveStore } from "./naive-store.test-helpers.js";

// Operations carry raw numbers; the runner folds them into range against the current state, so every
// generated sequence is valid and shrinks well.
type Op =
  | { kind: "mayBe" | "isNot" | "only" | "onlyIn"; a: number; b: number }
  | { kind: "keep"; a: number; b: number; letters: number[]; asNumber: boolean }
  | { kind: "mark" | "drain" }
  | { kind: "undo"; a: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("mayBe" as const), a: fc.nat(), b: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("isNot" as const), a: fc.nat(), b: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("only" as const), a: fc.nat(), b: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("onlyIn" as const), a: fc.nat(), b: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("keep" as const),
      a: fc.nat(),
      b: fc.nat(),
      letters: fc.array(fc.nat(), { maxLength: 6 }),
      asNumber: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: "mark" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("undo" as const), a: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "drain" as const }) },
);

interface Case {
  chars: string[];
  slotLengths: number[];
  words: string[];
  givens: (string | null)[];
  ops: Op[];
}

interface Sizes {
  alphabets: string[][];
  minLen?: number;
  maxLen: number;
  minSlots?: number;
  slots: number;
  minWords?: number;
  words: number;
  ops: number;
}

function caseArb(sizes: Sizes) {
  const minLen = sizes.minLen ?? 0;
  return fc
    .record({
      chars: fc.constantFrom(...sizes.alphabets),
      slotLengths: fc.array(fc.integer({ min: minLen, max: sizes.maxLen }), {
        minLength: sizes.minSlots ?? 1,
        maxLength: sizes.slots,
      }),
      wordSeeds: fc.array(fc.array(fc.nat(), { minLength: minLen, maxLength: sizes.maxLen }), {
        minLength: sizes.minWords ?? 0,
        maxLength: sizes.words,
      }),
      givenSeeds: fc.array(
        fc.option(fc.array(fc.nat(), { minLength: sizes.maxLen, maxLength: sizes.maxLen })),
        {
          maxLength: sizes.slots,
        },
      ),
      ops: fc.array(opArb, { maxLength: sizes.ops }),
    })
    .map(({ chars, slotLengths, wordSeeds, givenSeeds, ops }): Case => {
      const words = wordSeeds.map((seed) => seed.map((n) => chars[n % chars.length]).join(""));
      // Givens use the word characters, a blank, and one character no word has.
      const givenChars = [...chars, "?", "?", "?", "~"];
      const givens = slotLengths.map((length, s) => {
        const seed = givenSeeds[s];
        return seed
          ? seed
              .slice(0, length)
              .map((n) => givenChars[n % givenChars.length])
              .join("")
          : null;
      });
      return { chars, slotLengths, words, givens, ops };
    });
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

// Every query, gathered into one value per side so that a mismatch shows the whole picture in one diff.
function viewOfStore(store: ChoiceStore, slotLengths: readonly number[], chars: readonly string[]) {
  const slots = slotLengths.map((length, s) => ({
    choices: store.choicesOf(s),
    count: store.choiceCount(s),
    first: store.firstChoice(s),
    // The slot's bitset read word by word, each choice at its class position.
    fromWords: Array.from({ length: store.numChoices }, (_, c) => c).filter((c) => {
      const at = store.classPosition(c);
      return (
        store.choiceLength(c) === length && ((store.slotChoiceWord(s, at >>> 5) >>> (at & 31)) & 1) === 1
      );
    }),
    pastTheEnd: [store.slotChoiceWord(s, 1 << 20), store.slotChoiceWord(s, -1)],
    cells: Array.from({ length }, (_, p) => ({
      chars: sorted(store.charsAt(s, p)),
      mask: Array.from({ length: store.alphabet.maskWords }, (_, w) => store.lettersAt(s, p, w)),
      support: chars.map((ch) => store.supportOf(s, p, ch)),
      supportByIndex: chars.map((ch) => store.supportOf(s, p, store.alphabet.indexOf(ch))),
    })),
  }));
  const choices = Array.from({ length: store.numChoices }, (_, c) => ({
    slots: store.slotsOf(c),
    count: store.slotCount(c),
    first: store.firstSlot(c),
    position: store.classPosition(c),
    has: slotLengths.map((_, s) => store.has(s, c)),
  }));
  const summary = [store.total(), store.emptySlotCount(), store.isSolved(), store.solution()];
  return { summary, slots, choices };
}

function viewOfModel(model: NaiveStore, store: ChoiceStore, chars: readonly string[]) {
  const slots = model.slotLengths.map((length, s) => {
    const choices = model.choicesOf(s);
    return {
      choices,
      count: choices.length,
      first: choices[0] ?? -1,
      fromWords: choices,
      pastTheEnd: [0, 0],
      cells: Array.from({ length }, (_, p) => {
        const support = chars.map((ch) => model.supportOf(s, p, ch));
        return {
          chars: sorted(model.lettersAt(s, p)),
          // The letter order comes from the store's alphabet, which alphabet.test.ts pins down.
          mask: store.alphabet.maskOf(model.lettersAt(s, p)),
          support,
          supportByIndex: support,
        };
      }),
    };
  });
  const choices = model.chars.map((_, c) => {
    const slotList = model.slotsOf(c);
    return {
      slots: slotList,
      count: slotList.length,
      first: slotList[0] ?? -1,
      // Choices of the same length before it.
      position: model.chars.filter((w, d) => d < c && w.length === model.chars[c]!.length).length,
      has: model.slotLengths.map((_, s) => model.has(s, c)),
    };
  });
  const summary = [model.total(), model.emptySlotCount(), model.isSolved(), model.solution()];
  return { summary, slots, choices };
}

function checkAgrees(store: ChoiceStore, model: NaiveStore, chars: readonly string[]): void {
  expect(viewOfStore(store, model.slotLengths, chars)).toEqual(viewOfModel(model, store, chars));
}

function run({ chars, slotLengths, words, givens, ops }: Case): void {
  const trail = new Trail();
  // Something already on the trail: the store must not depend on starting from an empty one.
  trail.int32(1).set(0, 1);
  const store = ChoiceStore.from(trail, { slotLengths, words, givens });
  const model = new NaiveStore(slotLengths, words, givens);
  const events: Event[] = [];
  store.listen({
    added: (s, c) => events.push(["added", s, c]),
    removed: (s, c) => events.push(["removed", s, c]),
  });
  const marks: { mark: number; snapshot: Set<number>[] }[] = [
    { mark: trail.mark(), snapshot: model.snapshot() },
  ];
  const nSlots = slotLengths.length;
  const nChoices = words.length;
  // A choice for slot s: usually one of its length, so that operations mostly hit real pairs.
  const choiceFor = (s: number, n: number): number => {
    const fitting = words.flatMap((w, c) => ([...w].length === slotLengths[s] ? [c] : []));
    return fitting.length > 0 && n % 4 !== 0 ? fitting[n % fitting.length]! : n % nChoices;
  };
  checkAgrees(store, model, chars);
  for (const op of ops) {
    switch (op.kind) {
      case "mayBe":
      case "isNot":
      case "only": {
        if (nChoices === 0) continue;
        const s = op.a % nSlots;
        const c = choiceFor(s, op.b);
        expect(store[op.kind](s, c)).toBe(model[op.kind](s, c));
        break;
      }
      case "onlyIn": {
        if (nChoices === 0) continue;
        const c = op.a % nChoices;
        const s = op.b % nSlots;
        expect(store.onlyIn(c, s)).toBe(model.onlyIn(c, s));
        break;
      }
      case "keep": {
        const s = op.a % nSlots;
        if (slotLengths[s] === 0) continue;
        const p = op.b % slotLengths[s]!;
        const keep = new Set(op.letters.map((n) => chars[n % chars.length]!));
        const full = store.alphabet.maskOf(keep);
        const mask = op.asNumber && full.length === 1 ? full[0]! : full;
        expect(store.keepLetters(s, p, mask)).toBe(model.keepLetters(s, p, keep));
        break;
      }
      case "mark":
        marks.push({ mark: trail.mark(), snapshot: model.snapshot() });
        break;
      case "undo": {
        const i = op.a % marks.length;
        trail.undoTo(marks[i]!.mark);
        model.restore(marks[i]!.snapshot);
        marks.length = i + 1;
        break;
      }
      case "drain":
        expect(store.changedSlots.drain()).toEqual([...model.changedSlots]);
        expect(store.changedChoices.drain()).toEqual([...model.changedChoices]);
        model.changedSlots.clear();
        model.changedChoices.clear();
        break;
    }
    expect(events.splice(0)).toEqual(model.takeEvents());
    checkAgrees(store, model, chars);
  }
}

describe("ChoiceStore against a naive model", () => {
  it("agrees on every query after every operation, mark and undo (small lists, many duplicates)", () => {
    const arb = caseArb({
      alphabets: [["A", "B", "C"], ["A", "b", "é", "😀", "1"], ["Q"]],
      maxLen: 4,
      slots: 6,
      words: 12,
      ops: 40,
    });
    fc.assert(fc.property(arb, run), { numRuns: 300 });
  });

  it("agrees when bitsets and letter masks span several words (over 32 choices, slots, letters)", () => {
    const wide = Array.from({ length: 40 }, (_, i) => String.fromCharCode(0x3b1 + i));
    const arb = caseArb({
      alphabets: [wide],
      minLen: 1,
      maxLen: 2,
      // At least 33 slots and 33 words of one length, by pigeonhole.
      minSlots: 66,
      slots: 70,
      minWords: 70,
      words: 90,
      ops: 20,
    });
    fc.assert(fc.property(arb, run), { numRuns: 30 });
  });
});
