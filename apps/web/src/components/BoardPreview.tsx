import { createResource, Show } from "solid-js";
import { Dynamic } from "solid-js/web";
import { loadPreview } from "../boards/index.ts";
import type { TypeInfo } from "../catalog/manifest.ts";

/** A small read-only board showing a type's first example, as parsed at build time. */
export function BoardPreview(props: { type: TypeInfo }) {
  const [preview] = createResource(() => props.type, loadPreview);
  return (
    <Show
      when={preview() && props.type.preview !== null ? preview() : undefined}
      fallback={<pre class="puzzle-text compact">{props.type.examples[0]?.text ?? ""}</pre>}
    >
      {(b) => (
        <Dynamic
          component={b().Board}
          puzzle={props.type.preview}
          text={props.type.examples[0]?.text ?? ""}
          attempt={b().attempt}
          label={`${props.type.title} example`}
          compact
        />
      )}
    </Show>
  );
}
