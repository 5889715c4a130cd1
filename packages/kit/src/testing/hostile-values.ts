// fast-check arbitraries of hostile JSON for shape tests (in `@gridsmith/kit/testing/properties`): random
// values, and valid puzzles with one thing changed to what an attacker (or a careless client) sends: huge,
// negative, fractional, NaN-as-text and textual numbers, lists that are too short or far too long, keys left
// out, values nested thousands deep.
import fc from "fast-check";

/** Values that break a number or a list where one is expected. */
export const HOSTILE_VALUES: readonly unknown[] = [
  1_000_000_000,
  -1_000_000_000,
  -1,
  0,
  1.5,
  0.1,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  "NaN",
  "Infinity",
  "1e9",
  "9",
  "",
  null,
  true,
  [],
  {},
  [9],
  { length: 1_000_000_000 },
];

/**
 * `[[[...leaf...]]]` or `{"a": {"a": ...}}`, `depth` levels deep, built without recursion; `inObjects` may
 * name the key instead of `a` (a key the type reads, so the reader meets the nesting where it looks).
 */
export function nested(depth: number, leaf: unknown = 0, inObjects: boolean | string = false): unknown {
  const key = typeof inObjects === "string" ? inObjects : "a";
  let value = leaf;
  for (let i = 0; i < depth; i++) value = inObjects === false ? [value] : { [key]: value };
  return value;
}

/** A list of `length` that holds nothing: what a value claiming a billion entries looks like, at no cost. */
export function sparse(length: number): unknown[] {
  const list: unknown[] = [];
  list.length = length;
  return list;
}

/** A value nested 1 to 20,000 levels deep (deeper than any recursive reader's stack would take). */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean(), fc.constantFrom<unknown>(0, 9, "x", null))
  .map(([depth, inObjects, leaf]) => nested(depth, leaf, inObjects));

/** The JSON text of a value {@link nested} `depth` deep (JSON.stringify overflows the stack on such values). */
export function nestedText(depth: number, leaf = "0", inObjects = false): string {
  return inObjects
    ? `${'{"a":'.repeat(depth)}${leaf}${"}".repeat(depth)}`
    : `${"[".repeat(depth)}${leaf}${"]".repeat(depth)}`;
}

/** JSON texts of {@link HOSTILE_VALUES} and of values nested up to 20,000 deep, closed or cut short. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES).map((v) => JSON.stringify(v)),
  fc
    .tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean(), fc.boolean())
    .map(([depth, inObjects, closed]) => {
      const text = nestedText(depth, "0", inObjects);
      return closed ? text : text.slice(0, depth + 1);
    }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

/** One of {@link HOSTILE_VALUES}, a deeply nested value, or any JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type Container = Record<string, unknown> | unknown[];

/** Every object and list inside `value`, itself included. */
export function containers(value: unknown): Container[] {
  const out: Container[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    out.push(v as Container);
    stack.push(...(Array.isArray(v) ? v : Object.values(v)));
  }
  return out;
}

/**
 * `valid` values, each with one change somewhere inside: a value replaced by a hostile one, a key left out,
 * a list cut short, grown by one or by thousands, or its length made to disagree by one.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.nat(),
      fc.constantFrom("replace", "drop", "cut", "grow", "grow-a-lot"),
      hostileValue,
    )
    .map(([v, which, at, how, hostile]) => {
      const copy = structuredClone(v);
      const all = containers(copy);
      const target = all[which % all.length]!;
      if (Array.isArray(target)) {
        if (target.length === 0 || how === "grow") target.push(hostile);
        else if (how === "grow-a-lot") for (let i = 0; i < 5000; i++) target.push(0);
        else if (how === "cut") target.length = at % target.length;
        else if (how === "drop") target.splice(at % target.length, 1);
        else target[at % target.length] = hostile;
      } else {
        const keys = Object.keys(target);
        if (keys.length === 0) target.extra = hostile;
        else if (how === "drop") delete target[keys[at % keys.length]!];
        else target[keys[at % keys.length]!] = hostile;
      }
      return copy;
    });
}
