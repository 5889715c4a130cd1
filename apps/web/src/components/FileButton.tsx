import type { JSX } from "solid-js";

/**
 * A button that opens a file: a label styled as a button around the file input, so keyboards and screen
 * readers reach it as one control. The input is emptied after each choice, so choosing the same file again
 * opens it again.
 */
export function FileButton(props: {
  children: JSX.Element;
  accept?: string;
  disabled?: boolean;
  describedBy?: string;
  onFile(file: File | undefined): void;
}) {
  return (
    <label class="file-button">
      {props.children}
      <input
        type="file"
        accept={props.accept}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(e) => {
          props.onFile(e.currentTarget.files?.[0]);
          e.currentTarget.value = "";
        }}
      />
    </label>
  );
}
