/**
 * An editor's last row: use what was drawn (`label`, "Use this puzzle" unless said; not while `disabled`),
 * or cancel.
 */
export function EditorButtons(props: {
  label?: string;
  disabled?: boolean;
  onUse(): void;
  onCancel(): void;
}) {
  return (
    <div class="row">
      <button type="button" class="primary" disabled={props.disabled} onClick={() => props.onUse()}>
        {props.label ?? "Use this puzzle"}
      </button>
      <button type="button" onClick={() => props.onCancel()}>
        Cancel
      </button>
    </div>
  );
}
