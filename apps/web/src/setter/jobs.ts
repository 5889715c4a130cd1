import type { AnyPuzzleType } from "@gridsmith/kit";
import { type Backbone, backbone, givensForUniqueness, type UniqueGivens } from "@gridsmith/kit/setter";
import { setterModel } from "./models.ts";

/**
 * The setter tools' worker jobs: the cells every solution shares, and the givens that make the puzzle
 * unique. (Listing solutions is the plain `solve` job with a larger limit.) Each runs many solves under
 * one time budget.
 */
export type SetterJob =
  | { op: "backbone"; typeId: string; puzzle: unknown; timeoutMs: number }
  | { op: "unique-givens"; typeId: string; puzzle: unknown; timeoutMs: number };

export interface SetterResults {
  backbone: Backbone<unknown, unknown>;
  "unique-givens": UniqueGivens<unknown, unknown>;
}

/** Runs a setter job in the worker (or on the page, in tests); `signal` stops it between and inside solves. */
export function executeSetter(type: AnyPuzzleType, job: SetterJob, signal?: AbortSignal): unknown {
  const site = setterModel(type);
  const budget = { timeoutMs: job.timeoutMs, ...(signal ? { signal } : {}) };
  // A type whose givens are not its solutions' cells (slitherlink's clue numbers) has a model for them.
  return job.op === "backbone"
    ? backbone(site.model, job.puzzle, budget)
    : givensForUniqueness(site.givens?.model ?? site.model, job.puzzle, budget);
}
