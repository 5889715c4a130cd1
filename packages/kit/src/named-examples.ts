import type { Example } from "./types.js";

/**
 * A type's examples written as one object, each name to its text, in the order written. Throws for a name that
 * is a whole number (`"10"`): JavaScript puts such keys first whatever their place, so the order would be lost.
 */
export function namedExamples(texts: Readonly<Record<string, string>>): Example[] {
  return Object.entries(texts).map(([name, text]) => {
    if (/^(0|[1-9]\d*)$/.test(name))
      throw new Error(`example name "${name}" is a whole number; give it a word`);
    return { name, text };
  });
}
