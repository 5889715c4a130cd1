import type { PuzzleKind } from "@gridsmith/kit";
import type { TypeInfo } from "../catalog/manifest.ts";

/** Each kind's heading, in the order the home page and the header's menu list them. */
export const kindHeadings: Record<PuzzleKind, string> = {
  shading: "Shade cells",
  lines: "Draw lines and loops",
  regions: "Divide into regions",
  numbers: "Place numbers",
  words: "Place words",
  other: "Other puzzles",
};

/** Types of one kind, under its heading. */
export interface TypeGroup {
  kind: PuzzleKind;
  heading: string;
  types: TypeInfo[];
}

// Case, accents, spaces and dashes do not matter: "light up", "Light-Up" and "lightup" are one name.
const folded = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

/** Whether `type` matches a search: its title, id or another name holds the query (an empty one matches). */
export function matchesSearch(type: TypeInfo, query: string): boolean {
  const q = folded(query);
  return q === "" || [type.title, type.id, ...type.names].some((name) => folded(name).includes(q));
}

/**
 * The types that match `query`, grouped by kind in {@link kindHeadings}' order (a kind the site does not
 * know counts as `other`), each group in catalog order; kinds with no match are left out.
 */
export function groupTypes(types: readonly TypeInfo[], query = ""): TypeGroup[] {
  const kinds = Object.keys(kindHeadings) as PuzzleKind[];
  const kindOf = (t: TypeInfo): PuzzleKind => (kinds.includes(t.kind) ? t.kind : "other");
  const shown = types.filter((t) => matchesSearch(t, query));
  return kinds
    .map((kind) => ({ kind, heading: kindHeadings[kind], types: shown.filter((t) => kindOf(t) === kind) }))
    .filter((g) => g.types.length > 0);
}
