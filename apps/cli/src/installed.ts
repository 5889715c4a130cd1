import { type AnyPuzzleType, type Format, mayReadLink } from "@gridsmith/kit";

/**
 * The installed puzzle types as the `gridsmith` command meets them: every id known at once, each package
 * loaded only when an input needs it (a puzz.link link needs only the types that may read its genre), so
 * one puzzle does not wait for some thirty packages to load.
 */
export interface InstalledTypes {
  /** Every installed type's id, in the catalog's order. */
  readonly ids: readonly string[];
  /** The types with these ids (every type when omitted), in the catalog's order; unknown ids are left out. */
  load(ids?: readonly string[]): Promise<AnyPuzzleType[]>;
  /** The ids of the types that may read a puzz.link link of `genre` (kit's `mayReadLink`), loading none. */
  linkReaderIds(genre: string): string[];
}

/** The catalog's lazy entry (`@gridsmith/catalog/lazy`), as {@link installedTypes} takes it. */
export interface LazyCatalog {
  lazyPuzzleTypeIds(): string[];
  loadPuzzleType(id: string): Promise<AnyPuzzleType | undefined>;
  linkReaderIds(genre: string): string[];
}

/** Types loaded already (tests, or an app that has them): nothing is loaded later. */
function loadedTypes(types: readonly AnyPuzzleType[]): InstalledTypes {
  return {
    ids: types.map((t) => t.id),
    load: async (ids) => (ids ? types.filter((t) => ids.includes(t.id)) : [...types]),
    linkReaderIds: (genre) =>
      types
        .filter((t) => (t.formats as Format<unknown>[]).some((f) => mayReadLink(f, genre)))
        .map((t) => t.id),
  };
}

/** Types from the catalog's lazy entry, each loaded on its first use. */
function lazyTypes(catalog: LazyCatalog): InstalledTypes {
  const ids = catalog.lazyPuzzleTypeIds();
  return {
    ids,
    async load(wanted) {
      const loaded = await Promise.all(
        ids.filter((id) => !wanted || wanted.includes(id)).map((id) => catalog.loadPuzzleType(id)),
      );
      return loaded.filter((t): t is AnyPuzzleType => t !== undefined);
    },
    linkReaderIds: (genre) => catalog.linkReaderIds(genre),
  };
}

/** The installed types from a list of loaded types or from the catalog's lazy entry. */
export function installedTypes(from: readonly AnyPuzzleType[] | LazyCatalog): InstalledTypes {
  return "loadPuzzleType" in from ? lazyTypes(from) : loadedTypes(from as readonly AnyPuzzleType[]);
}
