import { kakuro } from "@gridsmith/kakuro";
import type { AnyPuzzleType } from "@gridsmith/kit";
// generator:imports

// `pnpm nx g @gridsmith/generators:puzzle NAME` adds an import above and an entry below; keep both marks.
export const installed: AnyPuzzleType[] = [
  kakuro,
  // generator:entries
];
