// Tests write the cells a problem or a hint names as the message names them (`r2c1`, 1-based), so that the
// expected cells read like the expected message, without the 0-based `{ row, col }` objects by hand.
import type { Cell } from "../types.js";

const CELL_NAME = /^r([1-9]\d*)c([1-9]\d*)$/;

/** The cells of 1-based names (`cellsNamed("r2c1", "r2c2")` is `[{ row: 1, col: 0 }, { row: 1, col: 1 }]`). */
export function cellsNamed(...names: string[]): Cell[] {
  return names.map((name) => {
    const match = CELL_NAME.exec(name);
    if (!match) throw new RangeError(`cellsNamed: '${name}' is not a cell name like r2c1`);
    return { row: Number(match[1]) - 1, col: Number(match[2]) - 1 };
  });
}
