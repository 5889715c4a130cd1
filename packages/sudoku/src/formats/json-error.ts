/** Nesting this reader follows before it gives up (an ipuz sudoku needs four levels); keeps its stack small. */
const MAX_DEPTH = 256;

/**
 * Where a JSON text first goes wrong, and how: JSON.parse's own messages differ between engines and often
 * carry no position, so a parse error is located again by this small recursive-descent reader. Nesting deeper
 * than {@link MAX_DEPTH} is reported where it starts, so no text overflows the stack.
 */
export function jsonErrorAt(text: string): { offset: number; reason: string } {
  let i = 0;
  let depth = 0;
  const fail = (reason: string): never => {
    throw { offset: i, reason };
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const describe = () => (i >= text.length ? "the text ends" : `unexpected '${text[i]}'`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`${describe()}; expected a value`);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      const ch = text.charCodeAt(i);
      if (ch < 0x20) fail("a control character inside a string");
      if (text[i] === "\\") {
        i++;
        if (text[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail("a bad \\u escape");
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? "")) fail("a bad escape");
      }
      i++;
    }
    if (i >= text.length) fail("a string that never ends");
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(`${describe()}; expected a value`);
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if ((ch === "{" || ch === "[") && depth >= MAX_DEPTH) fail(`nested more than ${MAX_DEPTH} deep`);
    depth++;
    try {
      container(ch);
    } finally {
      depth--;
    }
  };
  const container = (ch: string | undefined): void => {
    if (ch === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(`${describe()}; expected a "key"`);
        string();
        ws();
        if (text[i] !== ":") fail(`${describe()}; expected ':'`);
        i++;
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") {
          i++;
          return;
        } else fail(`${describe()}; expected ',' or '}'`);
      }
    }
    if (ch === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") {
          i++;
          return;
        } else fail(`${describe()}; expected ',' or ']'`);
      }
    }
    if (ch === '"') string();
    else if (ch === "t") literal("true");
    else if (ch === "f") literal("false");
    else if (ch === "n") literal("null");
    else number();
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`${describe()} after the value`);
  } catch (e) {
    if (typeof e === "object" && e !== null && "offset" in e) return e as { offset: number; reason: string };
    throw e;
  }
  return { offset: 0, reason: "not valid JSON" };
}
