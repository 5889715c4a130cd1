/**
 * `@gridsmith/choice-store`: slots by choices (the kkck WordBank, generalised), reversible on the engine's
 * trail. See {@link ChoiceStore}.
 * @packageDocumentation
 */
export {
  Alphabet,
  LETTERS_PER_WORD,
  type LetterMask,
  maskBitOf,
  maskWord,
  maskWordOf,
} from "./alphabet.js";
export { ChangeQueue } from "./change-queue.js";
export {
  type ChoiceListener,
  type ChoiceRemoval,
  ChoiceStore,
  type ChoiceStoreOptions,
} from "./choice-store.js";
