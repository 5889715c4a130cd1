import { Show } from "solid-js";
import type { ParseFailure } from "../state/parse.ts";

/** A parse error next to the text box: the message, and the offending line with a caret under the column. */
export function ParseErrorView(props: { error: ParseFailure | null }) {
  return (
    <Show when={props.error}>
      {(error) => (
        <div id="parse-error" class="parse-error" role="alert">
          <p>
            <Show when={error().line > 0}>
              <span class="where">
                Line {error().line}
                {error().column > 0 ? `, column ${error().column}` : ""}:{" "}
              </span>
            </Show>
            {stripPlace(error().message)}
          </p>
          <Show when={error().excerpt !== undefined}>
            <pre aria-hidden="true">{`${error().excerpt}\n${" ".repeat(Math.max(0, error().column - 1))}^`}</pre>
          </Show>
        </div>
      )}
    </Show>
  );
}

// ParseError messages start with "line L, column C: "; the view says the place itself.
function stripPlace(message: string): string {
  return message.replace(/^line \d+(, column \d+)?: /, "");
}
