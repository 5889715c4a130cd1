// The hint steps the tests of play models hand to `applyStep`: only their deductions matter there.
import type { Step } from "../types.js";

/** A step of `technique` that deduces `deductions`, with no message and no cells to mark. */
export function stepOf<Deduction>(deductions: Deduction[], technique = "t"): Step<Deduction> {
  return { technique, message: "", cells: [], deductions };
}
