import { createResource, Match, Switch } from "solid-js";
import { Dynamic } from "solid-js/web";
import { loadPreview } from "../boards/index.ts";
import type { TypeInfo } from "../catalog/manifest.ts";

/**
 * A small read-only board showing a type's first example, as parsed at build time: a board drawn from the
 * type's play model draws the board and view the manifest holds, so no puzzle package is loaded.
 */
export function BoardPreview(props: { type: TypeInfo }) {
  const [preview] = createResource(() => props.type, loadPreview);
  const text = () => props.type.examples[0]?.text ?? "";
  const label = () => `${props.type.title} example`;
  const own = () => {
    const p = preview();
    return p && "Board" in p && props.type.preview !== null ? p : undefined;
  };
  const drawn = () => {
    const p = preview();
    const play = props.type.previewPlay;
    return p && "View" in p && play ? { View: p.View, ...play } : undefined;
  };
  return (
    <Switch fallback={<pre class="puzzle-text compact">{text()}</pre>}>
      <Match when={own()}>
        {(b) => (
          <Dynamic
            component={b().Board}
            puzzle={props.type.preview}
            text={text()}
            attempt={b().attempt}
            label={label()}
            compact
          />
        )}
      </Match>
      <Match when={drawn()}>
        {(d) => <Dynamic component={d().View} board={d().board} view={d().view} label={label()} compact />}
      </Match>
    </Switch>
  );
}
