/**
 * `@gridsmith/kit/setter`: tools for people who set puzzles, over any puzzle type and on any runtime.
 * {@link listSolutions} lists up to N solutions, {@link backbone} finds the cells every solution shares, and
 * {@link givensForUniqueness} the extra givens that make a puzzle unique. Each works through a
 * {@link SetterModel}: how a type's solutions read as cells and how it solves with cells fixed
 * ({@link givensModel} builds one for a type whose puzzles hold givens).
 *
 * @packageDocumentation
 */

export { firstDraft } from "./first-draft.js";
export { goalGivens, goalPuzzle } from "./goal-givens.js";
export type { GivensSetterModel } from "./model.js";
export {
  type Given,
  type GivensModelOptions,
  givensModel,
  roomCountSetter,
  type SetterModel,
} from "./model.js";
export { randomValueOrder, removeGivensWhileUnique } from "./random-fill.js";
export { type RectangleRoom, randomRectangles } from "./rectangles.js";
export { roomDraftGenerator } from "./room-draft-generator.js";
export { growRooms, mendRooms, type RoomGrid, randomRooms, uniqueRoomDraft } from "./room-drafts.js";
export {
  type Backbone,
  backbone,
  givensForUniqueness,
  listSolutions,
  type SetterBudget,
  type SolutionList,
  type UniqueGivens,
  type UniqueGivensOptions,
} from "./setter.js";
export { squareDraftGenerator } from "./square-draft-generator.js";
