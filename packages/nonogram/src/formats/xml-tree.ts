import { ParseError, positionAt } from "@gridsmith/kit";
import { decodeEntities } from "./text.js";

/** An element of a small XML tree: enough of XML for puzzle files (no namespaces, no DTD processing). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (not its children's), entities decoded. */
  text: string;
  /** 1-based place of the start tag. */
  line: number;
  column: number;
}

function fail(text: string, at: number, reason: string): never {
  const { line, column } = positionAt(text, at);
  throw new ParseError(reason, line, column);
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTR = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

/**
 * Line and column of offsets visited in increasing order, each found from the last: the whole document costs
 * one pass (a `positionAt` from the start for every element would be quadratic in the document).
 */
function positions(text: string): (offset: number) => { line: number; column: number } {
  let at = 0;
  let line = 1;
  let lineStart = 0;
  return (offset) => {
    for (; at < offset && at < text.length; at++) {
      if (text.charCodeAt(at) === 10) {
        line++;
        lineStart = at + 1;
      }
    }
    return { line, column: offset - lineStart + 1 };
  };
}

/** Parses an XML document and returns its root element; throws ParseError with line and column. */
export function parseXml(text: string): XmlElement {
  const positionOf = positions(text);
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf("<", i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      const chunk = text.slice(i, end);
      if (stack.length > 0) stack[stack.length - 1]!.text += decodeEntities(chunk);
      else if (chunk.trim() !== "") fail(text, i, "text outside the root element");
    }
    if (lt < 0) break;
    i = lt;
    if (text.startsWith("<?", i)) {
      const close = text.indexOf("?>", i);
      if (close < 0) fail(text, i, "unterminated '<?'");
      i = close + 2;
    } else if (text.startsWith("<!--", i)) {
      const close = text.indexOf("-->", i + 4);
      if (close < 0) fail(text, i, "unterminated comment");
      i = close + 3;
    } else if (text.startsWith("<![CDATA[", i)) {
      const close = text.indexOf("]]>", i);
      if (close < 0) fail(text, i, "unterminated CDATA section");
      if (stack.length === 0) fail(text, i, "CDATA outside the root element");
      stack[stack.length - 1]!.text += text.slice(i + 9, close);
      i = close + 3;
    } else if (text.startsWith("<!", i)) {
      // DOCTYPE, possibly with an internal subset in brackets.
      let depth = 0;
      let j = i + 2;
      for (; j < n; j++) {
        const ch = text[j];
        if (ch === "[") depth++;
        else if (ch === "]") depth--;
        else if (ch === ">" && depth <= 0) break;
      }
      if (j >= n) fail(text, i, "unterminated '<!'");
      i = j + 1;
    } else if (text.startsWith("</", i)) {
      NAME.lastIndex = i + 2;
      const m = NAME.exec(text);
      if (!m) fail(text, i, "expected an element name after '</'");
      const close = text.indexOf(">", NAME.lastIndex);
      if (close < 0 || text.slice(NAME.lastIndex, close).trim() !== "")
        fail(text, i, `malformed end tag </${m[0]}>`);
      const open = stack.pop();
      if (!open) fail(text, i, `end tag </${m[0]}> without a start tag`);
      if (open.name !== m[0])
        fail(text, i, `end tag </${m[0]}> does not match <${open.name}> (line ${open.line})`);
      i = close + 1;
    } else {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(text);
      if (!m) fail(text, i, "expected an element name after '<'");
      const { line, column } = positionOf(i);
      const el: XmlElement = { name: m[0], attrs: {}, children: [], text: "", line, column };
      let j = NAME.lastIndex;
      for (;;) {
        ATTR.lastIndex = j;
        const a = ATTR.exec(text);
        if (!a) break;
        el.attrs[a[1]!] = decodeEntities(a[3] ?? a[4] ?? "");
        j = ATTR.lastIndex;
      }
      while (j < n && /\s/.test(text[j]!)) j++;
      let selfClosing = false;
      if (text.startsWith("/>", j)) {
        selfClosing = true;
        j += 2;
      } else if (text[j] === ">") {
        j += 1;
      } else {
        fail(text, j, `malformed start tag <${m[0]}>`);
      }
      if (stack.length > 0) stack[stack.length - 1]!.children.push(el);
      else if (root) fail(text, i, "a second root element");
      else root = el;
      if (!selfClosing) stack.push(el);
      i = j;
    }
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    throw new ParseError(`<${open.name}> is never closed`, open.line, open.column);
  }
  if (!root) throw new ParseError("no XML element found");
  return root;
}

/**
 * First descendant (or the element itself) with this name, depth first. With a stack of its own, not
 * recursion: a document may nest elements as deep as it is long.
 */
export function findElement(el: XmlElement, name: string): XmlElement | undefined {
  const stack = [el];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.name === name) return e;
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!);
  }
  return undefined;
}

/** Children with this name. */
export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}
