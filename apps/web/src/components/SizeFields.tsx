import { NumberField } from "./NumberField.tsx";

/**
 * A grid's size as two number fields (ids `${id}-rows` and `${id}-cols`), each clamped to `min`..`max`:
 * "Rows" then "Columns", or "Width" then "Height" where a picture is drawn (`widthFirst`). `onChange`
 * gets the whole size each time either field is committed.
 */
export function SizeFields(props: {
  id: string;
  rows: number;
  cols: number;
  min: number;
  max: number;
  widthFirst?: boolean;
  onChange(rows: number, cols: number): void;
}) {
  const field = (side: "rows" | "cols") => (
    <NumberField
      id={`${props.id}-${side}`}
      label={
        side === "rows" ? (props.widthFirst ? "Height" : "Rows") : props.widthFirst ? "Width" : "Columns"
      }
      value={side === "rows" ? props.rows : props.cols}
      min={props.min}
      max={props.max}
      onChange={(n) => (side === "rows" ? props.onChange(n, props.cols) : props.onChange(props.rows, n))}
    />
  );
  return props.widthFirst ? [field("cols"), field("rows")] : [field("rows"), field("cols")];
}
