import type { GridSize } from "./border-regions.js";

/**
 * The rows of a grid stored row by row, top to bottom, then its columns, left to right, each as its cell
 * indexes in order: the lines a Latin-square genre (Skyscrapers, Kropki) holds each value once in.
 */
export function rowsAndColumns(p: GridSize): number[][] {
  const { width: w, height: h } = p;
  return [
    ...Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => r * w + c)),
    ...Array.from({ length: w }, (_, c) => Array.from({ length: h }, (_, r) => r * w + c)),
  ];
}
