import type { NonogramColour } from "@gridsmith/catalog";
import type { Cell } from "@gridsmith/kit";
import { For, Show } from "solid-js";

export interface PicturePreviewProps {
  /** The quantised picture: rows of palette codes. */
  grid: string[];
  palette: NonogramColour[];
  /** Cells where two solutions differ (outlined and crossed). */
  differing?: readonly Cell[];
  /** Givens (ringed). */
  givens?: readonly Cell[];
}

/** Cells named in a sentence, at most this many (a long list helps nobody listening to it). */
const LISTED = 12;

const place = (c: Cell) => `row ${c.row + 1} column ${c.col + 1}`;

/** Some cells in words: "row 1 column 2, row 3 column 1 and 4 more". */
export function cellsInWords(cells: readonly Cell[]): string {
  const named = cells.slice(0, LISTED).map(place).join(", ");
  return cells.length > LISTED ? `${named} and ${cells.length - LISTED} more` : named;
}

/**
 * The quantised picture, one square a cell in its colour (an SVG scaled to the panel, so a 50x50 picture is
 * 2,500 rects, not a board of focusable cells), with the cells a verdict or the givens name marked on it.
 * The marks are also said in words under it, for those who cannot see them.
 */
export function PicturePreview(props: PicturePreviewProps) {
  const rows = () => props.grid.length;
  const cols = () => props.grid[0]?.length ?? 0;
  const colourOf = (code: string) => props.palette.find((c) => c.code === code)?.rgb ?? "#ffffff";
  const cells = () => props.grid.flatMap((line, row) => [...line].map((code, col) => ({ row, col, code })));
  return (
    <figure class="picture-preview">
      <svg
        role="img"
        aria-label={`The picture as ${rows()} rows by ${cols()} columns in ${props.palette.length - 1} colour${
          props.palette.length === 2 ? "" : "s"
        } besides the background`}
        viewBox={`0 0 ${cols()} ${rows()}`}
        preserveAspectRatio="xMidYMid meet"
        shape-rendering="crispEdges"
      >
        <For each={cells()}>
          {(c) => (
            <rect
              x={c.col}
              y={c.row}
              width={1}
              height={1}
              fill={colourOf(c.code)}
              data-code={c.code}
              class="picture-cell"
            />
          )}
        </For>
        <For each={props.differing ?? []}>
          {(c) => (
            <g class="picture-differs" data-row={c.row} data-col={c.col}>
              <rect x={c.col + 0.08} y={c.row + 0.08} width={0.84} height={0.84} />
              <path d={`M${c.col + 0.2} ${c.row + 0.2}L${c.col + 0.8} ${c.row + 0.8}`} />
            </g>
          )}
        </For>
        <For each={props.givens ?? []}>
          {(c) => (
            <circle
              class="picture-given"
              data-row={c.row}
              data-col={c.col}
              cx={c.col + 0.5}
              cy={c.row + 0.5}
              r={0.3}
            />
          )}
        </For>
      </svg>
      <figcaption>
        <ul class="picture-legend">
          <For each={props.palette}>
            {(c, i) => (
              <li>
                <span class="swatch" style={{ background: c.rgb }} aria-hidden="true" />
                {i() === 0 ? `background (${c.name})` : c.name}
              </li>
            )}
          </For>
        </ul>
        <Show when={(props.differing?.length ?? 0) > 0}>
          <p class="picture-marks">
            Outlined and struck through: the {props.differing!.length} cell
            {props.differing!.length === 1 ? "" : "s"} where two solutions differ (
            {cellsInWords(props.differing!)}
            ).
          </p>
        </Show>
        <Show when={(props.givens?.length ?? 0) > 0}>
          <p class="picture-marks">
            Ringed: the {props.givens!.length} given{props.givens!.length === 1 ? "" : "s"} (
            {cellsInWords(props.givens!)}).
          </p>
        </Show>
      </figcaption>
    </figure>
  );
}
