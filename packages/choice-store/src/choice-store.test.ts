import { Trail } from "@gridsmith/constraint";
import { describe, expect, it, vi } from "vitest";
import { maskBitOf } from "./alphabet.js";
import { ChoiceStore, type ChoiceStoreOptions } from "./choice-store.js";

function make(options: ChoiceStoreOptions) {
  const trail = new Trail();
  return { trail, store: ChoiceStore.from(trail, options) };
}

const bits = (store: ChoiceStore, chars: string) => store.alphabet.maskOf(chars)[0]!;

describe("duplicates in the word list", () => {
  it("makes each copy its own choice, so a word listed twice can fill two slots", () => {
    const { store } = make({ slotLengths: [3, 3, 3], words: ["CAT", "DOG", "CAT"] });
    expect(store.copiesOf(0)).toEqual([0, 2]);
    expect(store.copiesOf(1)).toEqual([1]);
    expect(store.wordOf(2)).toBe("CAT");
    expect(store.choicesOf(1)).toEqual([0, 1, 2]);
    expect(store.slotsOf(2)).toEqual([0, 1, 2]);
    expect(store.supportOf(0, 0, "C")).toBe(2);
    expect(store.total()).toBe(9);

    expect(store.only(0, 0)).toBe(true);
    expect(store.onlyIn(0, 0)).toBe(true);
    expect(store.only(1, 2)).toBe(true);
    expect(store.onlyIn(2, 1)).toBe(true);
    expect(store.choicesOf(2)).toEqual([1]);
    expect(store.isSolved()).toBe(true);
    expect(store.solution()).toEqual([0, 2, 1]);
  });
});

describe("given letters", () => {
  const words = ["CAT", "COT", "CUT", "DOG", "CATS"];

  it("keeps only the words that agree with a slot's pattern", () => {
    const { store } = make({ slotLengths: [3, 3, 4], words, givens: ["C?T", null, "???S"] });
    expect(store.choicesOf(0)).toEqual([0, 1, 2]);
    expect(store.choicesOf(1)).toEqual([0, 1, 2, 3]);
    expect(store.choicesOf(2)).toEqual([4]);
    expect(store.slotsOf(3)).toEqual([1]);
    expect(store.charsAt(0, 1)).toEqual(["A", "O", "U"]);
  });

  it("takes another blank character, and leaves a slot empty when a given letter is in no word", () => {
    const { store } = make({ slotLengths: [3, 3], words, givens: ["#O#", "X##"], blank: "#" });
    expect(store.choicesOf(0)).toEqual([1, 3]);
    expect(store.choicesOf(1)).toEqual([]);
    expect(store.emptySlotCount()).toBe(1);
    expect(store.isSolved()).toBe(false);
  });

  it("says which slot has a pattern of the wrong length", () => {
    expect(() => make({ slotLengths: [3, 3], words, givens: [null, "C?"] })).toThrow(
      /slot 1: the given letters "C\?" have 2 characters but the slot has 3 cells/,
    );
    expect(() => make({ slotLengths: [3], words, givens: ["???", "???"] })).toThrow(RangeError);
    expect(() => make({ slotLengths: [2.5], words })).toThrow(/slot 0: length 2.5/);
    expect(() => make({ slotLengths: [3], words, blank: "??" })).toThrow(/blank must be one character/);
  });
});

describe("lettersAt after removals", () => {
  it("drops a letter when its last supporting choice goes, and the undo brings it back", () => {
    const { trail, store } = make({ slotLengths: [3], words: ["CAT", "COT", "CUT", "CAR"] });
    expect(store.lettersAt(0, 1)).toBe(bits(store, "AOU"));
    expect(store.lettersAt(0, 2)).toBe(bits(store, "TR"));
    expect(store.supportOf(0, 1, "A")).toBe(2);
    const mark = trail.mark();

    expect(store.isNot(0, 0)).toBe("removed");
    expect(store.lettersAt(0, 1)).toBe(bits(store, "AOU"));
    expect(store.supportOf(0, 1, "A")).toBe(1);
    expect(store.isNot(0, 3)).toBe("removed");
    expect(store.lettersAt(0, 1)).toBe(bits(store, "OU"));
    expect(store.lettersAt(0, 2)).toBe(bits(store, "T"));
    expect(store.isNot(0, 3)).toBe(false);
    expect(store.lettersAt(0, 0)).toBe(maskBitOf(store.alphabet.indexOf("C")));

    trail.undoTo(mark);
    expect(store.lettersAt(0, 1)).toBe(bits(store, "AOU"));
    expect(store.supportOf(0, 1, "A")).toBe(2);
    expect(store.total()).toBe(4);
  });

  it("reduces a slot to a crossing's letters and reports a wiped-out slot", () => {
    const { trail, store } = make({ slotLengths: [3, 3], words: ["CAT", "COT", "TOE", "ARE"] });
    const mark = trail.mark();
    // Slot 0 across, slot 1 down from slot 0's last cell: the shared cell is (0, 2) = (1, 0).
    const shared = store.lettersAt(0, 2) & store.lettersAt(1, 0);
    expect(store.alphabet.charsOf(shared)).toEqual(["T"]);
    expect(store.keepLetters(0, 2, shared)).toBe(true);
    expect(store.keepLetters(1, 0, shared)).toBe(true);
    expect(store.choicesOf(0)).toEqual([0, 1]);
    expect(store.choicesOf(1)).toEqual([2]);
    expect(store.slotsOf(2)).toEqual([1]);
    expect(store.changedSlots.drain()).toEqual([0, 1]);
    expect(store.changedChoices.drain()).toEqual([2, 3, 0, 1]);
    expect(store.keepLetters(1, 0, shared)).toBe(true);
    expect(store.changedSlots.size).toBe(0);

    expect(store.keepLetters(0, 1, store.alphabet.maskOf("O"))).toBe(true);
    expect(store.choicesOf(0)).toEqual([1]);
    expect(store.keepLetters(0, 0, store.alphabet.maskOf("Z"))).toBe(false);
    expect(store.choiceCount(0)).toBe(0);
    expect(store.emptySlotCount()).toBe(1);
    expect(store.keepLetters(0, 0, 0)).toBe(false);

    trail.undoTo(mark);
    expect(store.choicesOf(0)).toEqual([0, 1, 2, 3]);
    expect(store.choicesOf(1)).toEqual([0, 1, 2, 3]);
    expect(store.emptySlotCount()).toBe(0);
  });
});

describe("isSolved", () => {
  it("needs exactly one choice in every slot, not merely a total equal to the number of slots", () => {
    const { trail, store } = make({ slotLengths: [2, 2], words: ["AB", "CD"] });
    expect(store.isSolved()).toBe(false);
    const mark = trail.mark();
    store.isNot(1, 0);
    store.isNot(1, 1);
    expect(store.total()).toBe(2);
    expect(store.isSolved()).toBe(false);
    expect(store.solution()).toBeNull();
    trail.undoTo(mark);
    expect(store.only(0, 1)).toBe(true);
    expect(store.isSolved()).toBe(false);
    expect(store.isNot(1, 1)).toBe("removed");
    expect(store.isSolved()).toBe(true);
    expect(store.solution()).toEqual([1, 0]);
    expect(store.isNot(1, 0)).toBe("emptied");
    expect(store.isSolved()).toBe(false);
  });

  it("is true for no slots at all", () => {
    expect(make({ slotLengths: [], words: ["AB"] }).store.isSolved()).toBe(true);
  });
});

describe("the rest of the contract", () => {
  it("never makes a pair of different lengths possible", () => {
    const { store } = make({ slotLengths: [2, 3], words: ["AB", "ABC"] });
    expect(store.mayBe(0, 1)).toBe(false);
    expect(store.isNot(0, 1)).toBe(false);
    expect(store.has(0, 1)).toBe(false);
    expect(store.only(0, 1)).toBe(false);
    expect(store.choicesOf(0)).toEqual([]);
    expect(store.mayBe(0, 0)).toBe(true);
    expect(store.mayBe(0, 0)).toBe(false);
  });

  it("lets a callback remove choices while they are being visited, and stops when it returns false", () => {
    const { store } = make({ slotLengths: [1], words: ["A", "B", "C", "D"] });
    const seen: number[] = [];
    store.forEachChoice(0, (c) => {
      seen.push(c);
      if (c === 0) store.isNot(0, 2);
    });
    expect(seen).toEqual([0, 1, 3]);
    const firstTwo: number[] = [];
    store.forEachChoice(0, (c) => firstTwo.push(c) < 2);
    expect(firstTwo).toEqual([0, 1]);
  });

  it("tells listeners of each change until they unsubscribe", () => {
    const { store } = make({ slotLengths: [1, 1], words: ["A", "B"] });
    const events: string[] = [];
    const stop = store.listen({
      removed: (s, c) => events.push(`-${s}:${c}`),
      added: (s, c) => events.push(`+${s}:${c}`),
    });
    store.only(0, 1);
    store.mayBe(0, 0);
    stop();
    store.isNot(1, 1);
    expect(events).toEqual(["-0:0", "+0:0"]);
  });

  it("builds a big store without writing to the trail", () => {
    const words = Array.from({ length: 3000 }, (_, i) => i.toString(36).padStart(4, "0").toUpperCase());
    const trail = new Trail();
    const store = ChoiceStore.from(trail, { slotLengths: [4, 4, 4], words });
    expect(trail.length).toBe(0);
    expect(store.choiceCount(2)).toBe(3000);
    expect(store.keepLetters(0, 3, store.alphabet.maskOf("0"))).toBe(true);
    expect(store.choicesOf(0)).toEqual(Array.from({ length: 84 }, (_, k) => 36 * k));
    expect(store.slotCount(2999)).toBe(2);
  });

  it("handles characters outside A-Z, including ones beyond the first mask word", () => {
    const { store } = make({ slotLengths: [2, 1], words: ["é😀", "1a", "z"] });
    expect(store.alphabet.isUppercaseLatin).toBe(false);
    expect(store.charsAt(0, 1)).toEqual(["a", "😀"]);
    expect(store.choicesOf(1)).toEqual([2]);
    const many = Array.from({ length: 40 }, (_, i) => String.fromCharCode(0x400 + i));
    const wide = make({ slotLengths: [1], words: many }).store;
    expect(wide.alphabet.maskWords).toBe(2);
    expect(wide.lettersAt(0, 0, 1)).toBe(2 ** 9 - 1);
    expect(wide.keepLetters(0, 0, wide.alphabet.maskOf([many[35]!, many[2]!]))).toBe(true);
    expect(wide.choicesOf(0)).toEqual([2, 35]);
    expect(wide.lettersAt(0, 0, 0)).toBe(1 << 2);
    expect(wide.lettersAt(0, 0, 1)).toBe(1 << 4);
  });

  it("rejects indexes that are not there", () => {
    const { store } = make({ slotLengths: [2], words: ["AB"] });
    expect(() => store.isNot(1, 0)).toThrow(/slot 1 is not one of the 1 slots/);
    expect(() => store.has(0, -1)).toThrow(/choice -1/);
    expect(() => store.lettersAt(0, 2)).toThrow(/position 2 is not in slot 0/);
    expect(() => store.keepLetters(0, 0.5, 0)).toThrow(RangeError);
    expect(store.supportOf(0, 0, "Q")).toBe(0);
    expect(store.supportOf(0, 0, "ü")).toBe(0);
    expect(store.lettersAt(0, 0, 5)).toBe(0);
  });
});

describe("the README example", () => {
  // Run as it stands (its asserts check the choices before and after the undo), rather than copied here:
  // tooling/consumers runs it against the packed package and checks the README shows it.
  it("runs and prints the words the README says", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await import(new URL("../examples/crossing.mjs", import.meta.url).href);
      expect(log.mock.calls).toEqual([[["CAT", "COT"]], [["TOE"]]]);
    } finally {
      log.mockRestore();
    }
  });
});
