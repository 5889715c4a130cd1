import { screen } from "@solidjs/testing-library";

/** The grid cell at `row`, `col` (from 1), found by the start of its label ("Row 2, column 3, ..."). */
export const gridCell = (row: number, col: number) =>
  screen.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });
