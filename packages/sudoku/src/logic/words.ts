import { cellNameAt } from "@gridsmith/kit";
import { type Geometry, symbol, unitName } from "../puzzle.js";

/** `"a 3"`, `"an 8"`, `"an A"`: the article English wants before a digit's name. */
export function aDigit(d: number): string {
  const s = symbol(d);
  return `${/^(8|11|18|[AEFHILMNORSX])/.test(s) ? "an" : "a"} ${s}`;
}

/** `"x"`, `"x and y"`, `"x, y and z"`. */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function cellsText(g: Geometry, cells: readonly number[]): string {
  return list(cells.map((c) => cellNameAt(c, g.size)));
}

export function digitsText(digits: readonly number[]): string {
  return list(digits.map(symbol));
}

export function unitsText(g: Geometry, units: readonly number[]): string {
  if (units.length === 0) return "";
  const names = units.map((u) => unitName(g, u));
  const kind = names[0]!.split(" ")[0]!;
  if (names.every((n) => n.startsWith(`${kind} `))) {
    const plural = kind === "box" ? "boxes" : `${kind}s`;
    return names.length === 1 ? names[0]! : `${plural} ${list(names.map((n) => n.split(" ")[1]!))}`;
  }
  return list(names);
}

/** `"remove 5 from r3c5 and r3c7, and 7 from r1c1"`: removals grouped by digit, digits ascending. */
export function removalsText(g: Geometry, removes: readonly (readonly [number, number])[]): string {
  const byDigit = new Map<number, number[]>();
  for (const [c, d] of removes) {
    const cells = byDigit.get(d) ?? [];
    cells.push(c);
    byDigit.set(d, cells);
  }
  const parts = [...byDigit.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([d, cells]) =>
        `${symbol(d)} from ${cellsText(
          g,
          cells.sort((a, b) => a - b),
        )}`,
    );
  return `remove ${parts.length <= 1 ? parts[0] : `${parts.slice(0, -1).join(", ")}, and ${parts.at(-1)}`}`;
}
