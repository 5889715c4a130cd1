import { For, Show } from "solid-js";
import { clueBlocks, type PaletteColour, textColourOn } from "./colour.ts";

export interface ClueNumbersProps {
  lengths: readonly number[];
  /** Colour puzzles: the palette and the palette index of each block. */
  palette?: readonly PaletteColour[] | undefined;
  colours?: readonly number[] | undefined;
}

/**
 * A line's clue: plain numbers in black and white; in colour, each number on a chip of its colour, in the
 * black or white that contrasts with it most (so it reads the same in light and dark themes).
 */
export function ClueNumbers(props: ClueNumbersProps) {
  return (
    <Show
      when={props.palette}
      fallback={<For each={props.lengths.length ? props.lengths : [0]}>{(n) => <span>{n}</span>}</For>}
    >
      {(palette) => (
        <Show when={props.lengths.length} fallback={<span>0</span>}>
          <For each={clueBlocks(props.lengths, props.colours)}>
            {(block) => {
              const colour = () => palette()[block.colour] ?? { name: "?", rgb: "#000000", code: "?" };
              return (
                <span
                  class="nono-chip"
                  data-colour={colour().code}
                  title={colour().name}
                  style={{ "background-color": colour().rgb, color: textColourOn(colour().rgb) }}
                >
                  {block.length}
                </span>
              );
            }}
          </For>
        </Show>
      )}
    </Show>
  );
}

/** A clue in words for its label: `3 1` in black and white, `3 red 1 green` in colour; `0` when empty. */
export function clueText(
  lengths: readonly number[],
  palette?: readonly PaletteColour[],
  colours?: readonly number[],
): string {
  if (!lengths.length) return "0";
  if (!palette) return lengths.join(" ");
  return clueBlocks(lengths, colours)
    .map((b) => `${b.length} ${palette[b.colour]?.name ?? "?"}`)
    .join(", ");
}
