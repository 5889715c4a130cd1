import { Show } from "solid-js";
import type { ParseFailure } from "../state/parse.ts";

/**
 * A parse error next to the text box: the message, and the offending line with a caret under the column;
 * for a puzzle given as a JSON value, where in it (`cells[80]`); for a text over the type's limit, the limit.
 */
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
            <Show when={error().line === 0 && error().path}>
              {(path) => <span class="where">At {path()}: </span>}
            </Show>
            {stripPlace(error().message, error().path)}
          </p>
          <Show when={error().excerpt !== undefined}>
            <pre aria-hidden="true">{`${error().excerpt}\n${" ".repeat(Math.max(0, error().column - 1))}^`}</pre>
          </Show>
        </div>
      )}
    </Show>
  );
}

// ParseError messages start with "line L, column C: " (or the JSON path and ": "); the view says the place itself.
function stripPlace(message: string, path: string | undefined): string {
  if (path && message.startsWith(`${path}: `)) return message.slice(path.length + 2);
  return message.replace(/^line \d+(, column \d+)?: /, "");
}
