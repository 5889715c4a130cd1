import type { AnyPuzzleType } from "@gridsmith/kit";

// The puzzle generator (`pnpm nx g @gridsmith/generators:puzzle NAME`) adds an import and an entry here.
export const installed: AnyPuzzleType[] = [];
