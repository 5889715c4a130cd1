import { createResource, Match, Switch } from "solid-js";
import { Dynamic } from "solid-js/web";
import { loadBoardModule } from "../boards/index.ts";
import type { TypeInfo } from "../catalog/manifest.ts";

/**
 * A small read-only board showing a type's first example, as parsed at build time: a board drawn from the
 * type's play model draws the board and view the manifest holds, so no puzzle package is loaded.
 */
export function BoardPreview(props: { type: TypeInfo }) {
  const [loaded] = createResource(() => props.type.id, loadBoardModule);
  const text = () => props.type.examples[0]?.text ?? "";
  const label = () => `${props.type.title} example`;
  const own = () => {
    const m = loaded();
    return m && "board" in m && props.type.preview !== null ? m.board : undefined;
  };
  const drawn = () => {
    const m = loaded();
    const preview = props.type.previewPlay;
    return m && "playBoard" in m && preview ? { View: m.playBoard.View, ...preview } : undefined;
  };
  return (
    <Switch fallback={<pre class="puzzle-text compact">{text()}</pre>}>
      <Match when={own()}>
        {(b) => (
          <Dynamic
            component={b().Board}
            puzzle={props.type.preview}
            text={text()}
            attempt={b().newAttempt(props.type.preview)}
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
