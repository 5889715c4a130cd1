import { createResource, lazy, Match, Switch } from "solid-js";
import { Dynamic } from "solid-js/web";
import { loadCustomBoard } from "../boards/index.ts";
import type { TypeInfo } from "../catalog/manifest.ts";

const GenericBoard = lazy(() => import("../board/Board.tsx").then((m) => ({ default: m.Board })));

/**
 * A small read-only board showing a type's first example, as read at build time: the generic board from
 * its description, or the type's own board, or its text.
 */
export function BoardPreview(props: { type: TypeInfo }) {
  const [board] = createResource(
    () => (props.type.board ? null : props.type.id),
    (id) => loadCustomBoard(id),
  );
  const text = () => <pre class="puzzle-text compact">{props.type.examples[0]?.text ?? ""}</pre>;
  return (
    <Switch fallback={text()}>
      <Match when={props.type.board}>
        {(b) => (
          <GenericBoard board={b().board} view={b().view} label={`${props.type.title} example`} compact />
        )}
      </Match>
      <Match when={board() && props.type.preview !== null ? board() : undefined}>
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
      </Match>
    </Switch>
  );
}
