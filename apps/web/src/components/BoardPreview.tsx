import { createResource, Show } from "solid-js";
import { Dynamic } from "solid-js/web";
import { loadBoard } from "../boards/index.ts";
import type { TypeInfo } from "../catalog/manifest.ts";

/** A small read-only board showing a type's first example, as parsed at build time. */
export function BoardPreview(props: { type: TypeInfo }) {
  const [board] = createResource(() => props.type.id, loadBoard);
  return (
    <Show
      when={board() && props.type.preview !== null ? board() : undefined}
      fallback={<pre class="puzzle-text compact">{props.type.examples[0]?.text ?? ""}</pre>}
    >
      {(b) => (
        <Dynamic
          component={b().Board}
          puzzle={props.type.preview}
          text={props.type.examples[0]?.text ?? ""}
          attempt={b().newAttempt(props.type.preview)}
          label={`${props.type.title} example`}
          compact
        />
      )}
    </Show>
  );
}
