/** Every operation the API has, in the order it lists them. */
export const operations = [
  "parse",
  "solve",
  "check",
  "hint",
  "explain",
  "grade",
  "generate",
  "convert",
] as const;
export type OperationName = (typeof operations)[number];
