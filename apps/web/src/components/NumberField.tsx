/**
 * A labelled whole-number input, clamped to `min`..`max` (an empty or unreadable entry gives `min`); the
 * value is reported when the field is committed (Enter, leaving it), not on every keystroke.
 */
export function NumberField(props: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const clamp = (n: number) => Math.max(props.min, Math.min(props.max, Math.floor(n) || props.min));
  return (
    <>
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => {
          const n = clamp(Number(e.currentTarget.value));
          // Shown as clamped even when the value reported does not change (80 typed where 50 is the most).
          e.currentTarget.value = String(n);
          props.onChange(n);
        }}
      />
    </>
  );
}
