import { For } from "solid-js";
import { BACKGROUND, type PaletteColour, textColourOn } from "./colour.ts";

export interface PalettePickerProps {
  palette: readonly PaletteColour[];
  /** The current colour's code; `.` for the background (cross out). */
  current: string;
  onPick(code: string): void;
}

/**
 * The colours of a colour nonogram, one button each (its colour, name, digit and code), then the
 * background marker. The current one is pressed (`aria-pressed`).
 */
export function PalettePicker(props: PalettePickerProps) {
  const colours = () => props.palette.slice(1).map((colour, i) => ({ colour, index: i + 1 }));
  return (
    <fieldset class="nono-tools nono-palette">
      <legend class="visually-hidden">Colour</legend>
      <For each={colours()}>
        {({ colour, index }) => (
          <button
            type="button"
            class="nono-colour"
            data-code={colour.code}
            aria-pressed={props.current === colour.code}
            aria-keyshortcuts={index <= 9 ? `${index} ${colour.code}` : colour.code}
            title={`${colour.name} (${colour.rgb})`}
            onClick={() => props.onPick(colour.code)}
          >
            <span
              class="nono-swatch"
              style={{ background: colour.rgb, color: textColourOn(colour.rgb) }}
              aria-hidden="true"
            >
              {index <= 9 ? index : ""}
            </span>
            <span class="nono-colour-name">{colour.name}</span> <kbd>{colour.code}</kbd>
          </button>
        )}
      </For>
      <button
        type="button"
        class="nono-colour"
        data-code={BACKGROUND}
        aria-pressed={props.current === BACKGROUND}
        aria-keyshortcuts="0 x ."
        title="Cross out: mark cells as background"
        onClick={() => props.onPick(BACKGROUND)}
      >
        <span class="nono-swatch nono-swatch-cross" aria-hidden="true">
          ×
        </span>
        <span class="nono-colour-name">Cross out</span> <kbd>x</kbd>
      </button>
    </fieldset>
  );
}
