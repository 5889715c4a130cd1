/**
 * `@gridsmith/catalog/picture`: a nonogram from any picture (the nonogram package's `picture` entry), for an
 * app that reaches puzzle types through the catalog only. Loaded on its own, so a page that never turns a
 * picture into a puzzle never downloads it.
 *
 * @packageDocumentation
 */
export * from "@gridsmith/nonogram/picture";
