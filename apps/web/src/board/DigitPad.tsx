import { For, Show } from "solid-js";
import "./digit-pad.css";

/** Props of {@link DigitPad}. */
export interface DigitPadProps {
  /** The digits offered, in order. */
  digits: readonly number[];
  /** How a digit is written (sudoku's 16x16 writes 10-16 as letters); default the number itself. */
  symbol?: (digit: number) => string;
  /** Whether a digit button writes a pencil mark rather than the digit. */
  pencil: boolean;
  onDigit(digit: number): void;
  /**
   * Values with a symbol of their own, after the digits, each written outright by its button (Nanro's `x`
   * on a board whose numbers are typed digit by digit, where the digits are the keys 1-9 and 0).
   */
  values?: readonly number[];
  onValue?(value: number): void;
  onErase(): void;
  /**
   * A key that takes the last digit of the cell's number away (12 becomes 1), beside Erase: offered on a
   * board whose numbers are typed digit by digit, as Backspace does on a keyboard.
   */
  onBackspace?(): void;
  onPencil(): void;
  /** No pencil toggle (a board without pencil marks). */
  noPencil?: boolean;
  /** Called after a digit or Erase: a board gives the keyboard focus back to its selected cell. */
  afterEntry?(): void;
}

/**
 * The on-screen digits, Erase and the pencil toggle of the digit boards (sudoku, killer, kakuro): how a phone
 * plays them, so every button is a finger wide (digit-pad.css). On a board whose numbers are typed digit by
 * digit (Fillomino) the digits are 1-9 and 0, pressed one after another as keys are typed (1 then 2 is 12).
 */
export function DigitPad(props: DigitPadProps) {
  const symbol = (d: number) => (props.symbol ? props.symbol(d) : String(d));
  return (
    <fieldset class="digit-pad">
      <legend class="visually-hidden">Digits</legend>
      <For each={props.digits}>
        {(d) => (
          <button
            type="button"
            onClick={() => {
              props.onDigit(d);
              props.afterEntry?.();
            }}
            aria-label={`${props.pencil ? "Pencil mark" : "Digit"} ${symbol(d)}`}
          >
            {symbol(d)}
          </button>
        )}
      </For>
      <For each={props.values ?? []}>
        {(v) => (
          <button
            type="button"
            onClick={() => {
              props.onValue?.(v);
              props.afterEntry?.();
            }}
            aria-label={`${props.pencil ? "Pencil mark" : "Digit"} ${symbol(v)}`}
          >
            {symbol(v)}
          </button>
        )}
      </For>
      <button
        type="button"
        onClick={() => {
          props.onErase();
          props.afterEntry?.();
        }}
      >
        Erase
      </button>
      <Show when={props.onBackspace}>
        {(backspace) => (
          <button
            type="button"
            aria-label="Delete the last digit"
            title="Backspace"
            onClick={() => {
              backspace()();
              props.afterEntry?.();
            }}
          >
            ⌫
          </button>
        )}
      </Show>
      <Show when={!props.noPencil}>
        <button type="button" aria-pressed={props.pencil} onClick={() => props.onPencil()} title="Space">
          Pencil {props.pencil ? "on" : "off"}
        </button>
      </Show>
    </fieldset>
  );
}
