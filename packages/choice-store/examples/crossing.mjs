// Two crossing slots and four words: slot 0 across, slot 1 down from slot 0's last cell, which shows an E at
// its end ("?" is a blank). One crossing-letter step leaves one word for each slot.
import assert from "node:assert/strict";
import { ChoiceStore } from "@gridsmith/choice-store";
import { Trail } from "@gridsmith/constraint";

const trail = new Trail();
const store = ChoiceStore.from(trail, {
  slotLengths: [3, 3],
  words: ["CAT", "COT", "TOE", "ARE"],
  givens: [null, "??E"],
});

const mark = trail.mark();
// Slot 0 position 2 is slot 1 position 0: keep the letters both allow there.
const shared = store.lettersAt(0, 2) & store.lettersAt(1, 0);
store.keepLetters(0, 2, shared);
store.keepLetters(1, 0, shared);
console.log(store.choicesOf(0).map((c) => store.wordOf(c))); // [ 'CAT', 'COT' ]
console.log(store.choicesOf(1).map((c) => store.wordOf(c))); // [ 'TOE' ]
assert.deepEqual(store.choicesOf(0), [0, 1]);
assert.deepEqual(store.choicesOf(1), [2]);

trail.undoTo(mark); // everything as it was at the mark
assert.deepEqual(store.choicesOf(0), [0, 1, 2, 3]);
