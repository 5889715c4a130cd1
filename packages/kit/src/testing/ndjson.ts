/**
 * The values of an NDJSON text (a CLI's `--json` output, a batch's lines), one a line, read with `JSON.parse`;
 * the white space around the text is dropped first, so a final newline makes no line. Throws on a line that
 * is not JSON, as a test should.
 */
// biome-ignore lint/suspicious/noExplicitAny: the tests read the fields they expect, as from JSON.parse.
export function ndjsonValues<Value = any>(text: string): Value[] {
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Value);
}
