// Grid-like values a genre's `fromJson` and `validate` are tried on besides the kit's hostile values: the
// parts a reader of a grid looks at first (its sides, then its list) hostile in turn.
import fc from "fast-check";
import { deeplyNested, hostileValue } from "./hostile-values.js";

/** The names of a grid's fields in a genre's JSON (`{ width: "rows", height: "cols", list: "cells" }`). */
export interface GridFieldNames {
  /** The field of the number of columns (or of rows, whichever the reader checks first). */
  width: string;
  /** The other side's field. */
  height: string;
  /** The list of one entry a cell. */
  list: string;
}

/**
 * Grid-like values with hostile parts where a reader looks first: a hostile first side (the other side small,
 * the list empty), then a 1x1 grid whose list is hostile or deeply nested.
 */
export function hostileGridParts(names: GridFieldNames): fc.Arbitrary<unknown>[] {
  const { width, height, list } = names;
  return [
    fc.record({ [width]: hostileValue, [height]: fc.integer({ min: 1, max: 3 }), [list]: fc.constant([]) }),
    fc.record({
      [width]: fc.constant(1),
      [height]: fc.constant(1),
      [list]: fc.oneof(hostileValue, deeplyNested),
    }),
  ];
}
