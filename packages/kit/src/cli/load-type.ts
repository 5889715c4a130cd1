import type { AnyPuzzleType } from "../types.js";

function isType(value: unknown, id: string): value is AnyPuzzleType {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as AnyPuzzleType).id === id &&
    typeof (value as AnyPuzzleType).solve === "function"
  );
}

/**
 * The puzzle type `id` among a module's exports: an export of its own, or an entry of an exported array
 * (the catalog's `puzzleTypes`). `name` names the module in the error when it is not there.
 */
export function findType(mod: Record<string, unknown>, id: string, name: string): AnyPuzzleType {
  for (const value of Object.values(mod)) {
    if (isType(value, id)) return value;
    if (Array.isArray(value)) {
      const found = value.find((t) => isType(t, id));
      if (found) return found;
    }
  }
  throw new Error(`${name} exports no puzzle type '${id}'`);
}

/** The puzzle type `id` from the module at `specifier` (a URL, or a package name the caller resolves). */
export async function loadType(specifier: string, id: string): Promise<AnyPuzzleType> {
  return findType((await import(specifier)) as Record<string, unknown>, id, specifier);
}
