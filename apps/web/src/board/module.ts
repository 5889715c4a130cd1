import type { AnyPuzzleType, ParamField as KitField } from "@gridsmith/kit";
import type { BoardModule, ParamField } from "../boards/types.ts";
import { playBoard } from "./PlayBoard.tsx";

// biome-ignore lint/suspicious/noExplicitAny: a board of any type's shapes.
type AnyBoard = BoardModule<any, any, any>;

/** A kit params field as a field of the site's generate form (a flag is a yes/no choice). */
function formField(field: KitField): ParamField {
  const when = field.when;
  return {
    name: field.name,
    label: field.label,
    kind: field.kind === "flag" ? "choice" : field.kind,
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.kind === "flag"
      ? {
          options: [
            { value: "false", label: "no" },
            { value: "true", label: "yes" },
          ],
        }
      : field.options
        ? { options: field.options }
        : {}),
    default:
      typeof field.default === "boolean"
        ? String(field.default)
        : (field.default ?? (field.kind === "number" ? (field.min ?? 1) : "")),
    ...(when
      ? {
          shownWhen: (values: Record<string, string | number>) =>
            when.values.includes(String(values[when.field])),
        }
      : {}),
  };
}

/** Whether a type's first example has clues outside its grid, so the page offers to cross them off. */
function hasOutsideClues(type: AnyPuzzleType): boolean {
  try {
    const first = type.examples[0];
    return !!first && !!type.play?.board(type.formats[0]!.parse(first.text)).outside;
  } catch {
    return false;
  }
}

/**
 * What the page needs to play a type, from its play model (`type.play`): the generic board, the attempt
 * (new, restored, as a solution, from a solution), hint and explanation steps, completion, progress,
 * mistakes as you go and Fill candidates; the generate form from `type.params`.
 */
export function boardModule(type: AnyPuzzleType): AnyBoard {
  const play = type.play;
  if (!play) throw new Error(`${type.id} has no play model`);
  const params = type.params;
  return {
    Board: playBoard(play),
    newAttempt: (p) => play.newAttempt(p),
    restore: (p, saved) => play.readAttempt(p, saved),
    toSolution: (p, a) => play.toSolution(p, a),
    withSolution: (p, s) => play.fromSolution(p, s),
    applyStep: (p, a, step) => play.applyStep(p, a, step),
    isComplete: (p, a) => play.isComplete(p, a),
    progress: (p, a) => play.progress(p, a),
    mistakes: (p, a, s) => play.mistakes(p, a, s),
    ...(play.fillCandidates
      ? { fillCandidates: (p: unknown, a: unknown) => play.fillCandidates!(p, a) }
      : {}),
    ...(hasOutsideClues(type) ? { aids: ["crossOffClues"] as const } : {}),
    ...(params && params.fields.length > 0
      ? {
          generator: {
            fields: params.fields.map(formField),
            params: (values: Record<string, string | number>) =>
              params.read(
                Object.fromEntries(
                  Object.entries(values).map(([k, v]) => [
                    k,
                    v === "true" ? true : v === "false" ? false : v,
                  ]),
                ),
              ),
          },
        }
      : {}),
  };
}
