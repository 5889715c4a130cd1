// How a number larger than 9 is typed into a cell, one digit key at a time, as pzprjs types it
// (`key_inputqnum_main`): the digits join while they stay in range, and one that would pass it starts anew.

/** What the typing of a cell needs to know of its digit input (kit's `CellInput` of kind `digit`). */
export interface TypedNumbers {
  min: number;
  max: number;
  /** Digit `min + k` is written `symbols[k]` (Nanro's `x`, the mark of an empty cell); default: decimal. */
  symbols?: readonly string[];
}

/**
 * Whether `n` is a number typed as its decimal digits on `input`: within `min..max` and written as itself, so
 * a value with a symbol of its own (Nanro's `x`, one past its largest number) is typed with its key instead.
 */
export function isTypedNumber(input: TypedNumbers, n: number): boolean {
  if (!(Number.isInteger(n) && n >= input.min && n <= input.max)) return false;
  const written = input.symbols?.[n - input.min];
  return written === undefined || written === String(n);
}

/**
 * The number a cell holds after the digit key `digit` (0-9) is pressed: `held` joined by the digit (1 then
 * 2 is 12) when that is still a number of `input`, else the digit alone (a digit that would pass the
 * maximum starts a new number), else null: the key types nothing (0 on its own, or a digit out of range).
 * `held` is the number the previous key typed into this cell, null when the previous key went to another
 * cell, or was not a digit: choosing a cell and typing replaces what it holds, as in pzprjs.
 */
export function typeDigit(input: TypedNumbers, held: number | null, digit: number): number | null {
  if (!(Number.isInteger(digit) && digit >= 0 && digit <= 9)) return null;
  if (held !== null && held > 0) {
    const joined = held * 10 + digit;
    if (isTypedNumber(input, joined)) return joined;
  }
  return isTypedNumber(input, digit) ? digit : null;
}

/**
 * The number a cell holds after Backspace, as pzprjs's `getNewNumber` takes it: a number of two digits or
 * more loses its last one (12 is 1), anything else is emptied (null). The result is kept only when it is
 * still a number of `input` (else null, the cell emptied), so Backspace never writes a value out of range.
 */
export function dropLastDigit(input: TypedNumbers, held: number): number | null {
  if (!isTypedNumber(input, held) || held < 10) return null;
  const shorter = Math.floor(held / 10);
  return isTypedNumber(input, shorter) ? shorter : null;
}
