/**
 * `@gridsmith/choice-store`: slots by choices (the kkck WordBank, generalised), reversible on the engine's
 * trail. See {@link ChoiceStore}.
 * @packageDocumentation
 */
export * from "./alphabet.js";
export { ChangeQueue } from "./change-queue.js";
export * from "./choice-store.js";
