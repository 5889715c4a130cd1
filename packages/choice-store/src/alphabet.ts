/**
 * How many letters one mask word holds. 31 rather than 32 so that every mask word is a non-negative int32,
 * the same layout as the engine's bitset domains.
 */
export const LETTERS_PER_WORD = 31;

/**
 * A set of letters as a bitmask: letter `i` is bit `i % 31` of word `Math.floor(i / 31)`. A plain number is
 * word 0 alone (letters 0 to 30), which is the whole mask whenever the alphabet has at most 31 letters.
 */
export type LetterMask = number | ArrayLike<number>;

/** The mask word that holds letter index `letter`. */
export function maskWordOf(letter: number): number {
  return (letter / LETTERS_PER_WORD) | 0;
}

/** The bit of letter index `letter` inside its mask word (see {@link maskWordOf}). */
export function maskBitOf(letter: number): number {
  return 1 << (letter % LETTERS_PER_WORD);
}

/** Word `index` of `mask`, 0 beyond its end. */
export function maskWord(mask: LetterMask, index: number): number {
  if (typeof mask === "number") return index === 0 ? mask : 0;
  return index < mask.length ? mask[index]! | 0 : 0;
}

const A = 65;
const Z = 90;

/**
 * The characters the words are made of, each with a letter index.
 *
 * Fast path: when every character of every word is an uppercase `A`-`Z`, the alphabet is exactly `A`-`Z` and
 * letter `i` is `String.fromCharCode(65 + i)`, so masks fit one word and mean the same for every word list.
 * Otherwise the alphabet is the distinct characters (Unicode code points) of the words in code-point order.
 * Nothing is case-folded: callers that want `kriss` and `KRISS` to be the same word uppercase them first.
 */
export class Alphabet {
  /** The character of each letter index. */
  readonly letters: readonly string[];
  /** Number of mask words a full {@link LetterMask} over this alphabet needs (at least 1). */
  readonly maskWords: number;
  /** True when this is the fixed `A`-`Z` alphabet. */
  readonly isUppercaseLatin: boolean;
  private readonly codes: ReadonlyMap<string, number>;

  private constructor(letters: readonly string[], isUppercaseLatin: boolean) {
    this.letters = letters;
    this.isUppercaseLatin = isUppercaseLatin;
    this.maskWords = Math.max(1, Math.ceil(letters.length / LETTERS_PER_WORD));
    this.codes = new Map(letters.map((ch, i) => [ch, i]));
  }

  /** The alphabet of `words` (see the class comment for the letter order). */
  static of(words: Iterable<string>): Alphabet {
    const seen = new Set<string>();
    let latin = true;
    for (const word of words) {
      for (const ch of word) {
        if (seen.has(ch)) continue;
        seen.add(ch);
        const code = ch.charCodeAt(0);
        if (ch.length !== 1 || code < A || code > Z) latin = false;
      }
    }
    if (latin)
      return new Alphabet(
        Array.from({ length: 26 }, (_, i) => String.fromCharCode(A + i)),
        true,
      );
    const letters = [...seen].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
    return new Alphabet(letters, false);
  }

  /** Number of letters. */
  get size(): number {
    return this.letters.length;
  }

  /** The letter index of the character `ch`, or -1 when it is not in the alphabet. */
  indexOf(ch: string): number {
    if (this.isUppercaseLatin) {
      const code = ch.charCodeAt(0);
      return ch.length === 1 && code >= A && code <= Z ? code - A : -1;
    }
    return this.codes.get(ch) ?? -1;
  }

  /** A full mask ({@link maskWords} words) of the characters in `chars`; characters not in the alphabet are left out. */
  maskOf(chars: Iterable<string>): number[] {
    const mask = new Array<number>(this.maskWords).fill(0);
    for (const ch of chars) {
      const letter = this.indexOf(ch);
      if (letter >= 0) mask[maskWordOf(letter)]! |= maskBitOf(letter);
    }
    return mask;
  }

  /** The characters of the letters in `mask`, in letter-index order. */
  charsOf(mask: LetterMask): string[] {
    const out: string[] = [];
    for (let letter = 0; letter < this.letters.length; letter++) {
      if (maskWord(mask, maskWordOf(letter)) & maskBitOf(letter)) out.push(this.letters[letter]!);
    }
    return out;
  }
}
