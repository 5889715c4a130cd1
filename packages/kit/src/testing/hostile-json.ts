// Hostile variants of a puzzle's JSON, for testing that every way into a type is bounded by the input's
// size: the value a real puzzle has, with one place changed the way an attacker (or a buggy client) would.
import { createRng } from "../rng.js";

/** Numbers that must never size anything: huge, negative, fractional, past the safe integers. */
const HOSTILE_NUMBERS = [1e9, 2 ** 31, 2 ** 53 + 2, 1e308, -1, -1e9, 0, 0.5, 2.5, 1e-9];
/** Values of the wrong type where a number, a list or an object belongs. */
const WRONG_TYPES: unknown[] = ["9", "1e9", "", null, true, {}, [], { length: 1e9 }, "NaN", "Infinity"];

/** The JSON text of a list nested `depth` deep: `[[[...]]]` (written as text: no JSON.stringify recursion). */
export function deepListText(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/** Stands where a deep list goes, until the text is written. */
const deepMark = (depth: number) => `@@deep-list-${depth}@@`;

type Place = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in `value` (object fields and list entries), up to `max` of them, breadth first. */
function places(value: unknown, max: number): Place[] {
  const out: Place[] = [];
  const queue: unknown[] = [value];
  while (queue.length > 0 && out.length < max) {
    const node = queue.shift();
    if (Array.isArray(node)) {
      node.forEach((child, key) => {
        out.push({ parent: node, key });
        queue.push(child);
      });
    } else if (typeof node === "object" && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        out.push({ parent: node as Record<string, unknown>, key });
        queue.push(child);
      }
    }
  }
  return out;
}

/**
 * The JSON text of `value` (a puzzle's JSON, as its type's `parse` gives it) with one hostile change chosen
 * by `seed`: a number made huge, negative, fractional or of the wrong type; a list emptied, cut, grown or
 * claiming a billion entries; a field removed or nested thousands deep; or the whole value replaced by one
 * of these. Text, as an HTTP body carries it; small: at most a few times the size of `value` plus 20 kB.
 */
export function hostilePuzzleJson(value: unknown, seed: number): string {
  const rng = createRng(seed);
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const all = places(copy, 10_000);
  if (all.length === 0 || rng.int(20) === 0)
    return written(rng.pick([...HOSTILE_NUMBERS, ...WRONG_TYPES, deepMark(5000)]));
  const { parent, key } = rng.pick(all);
  const get = () => (parent as Record<string | number, unknown>)[key];
  const set = (v: unknown) => {
    (parent as Record<string | number, unknown>)[key] = v;
  };
  const current = get();
  switch (rng.int(6)) {
    case 0:
      set(rng.pick(HOSTILE_NUMBERS));
      break;
    case 1:
      set(rng.pick(WRONG_TYPES));
      break;
    case 2:
      if (Array.isArray(current)) {
        const list = current;
        const how = rng.int(3);
        if (how === 0) list.length = rng.int(Math.max(1, list.length));
        else if (how === 1) list.push(...list.slice(0, 1 + rng.int(Math.max(1, list.length))));
        else set({ length: 1e9, 0: list[0] });
      } else set(rng.pick(HOSTILE_NUMBERS));
      break;
    case 3:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      break;
    case 4:
      set(deepMark(1000 + rng.int(9000)));
      break;
    default:
      // A number one off: a length that no longer agrees with another.
      if (typeof current === "number") set(current + (rng.int(2) === 0 ? 1 : -1));
      else set(rng.pick(HOSTILE_NUMBERS));
  }
  return written(copy);
}

/** JSON text of `value`, with its deep-list marks written out. */
function written(value: unknown): string {
  return JSON.stringify(value).replace(/"@@deep-list-(\d+)@@"/g, (_, depth: string) =>
    deepListText(Number(depth)),
  );
}
