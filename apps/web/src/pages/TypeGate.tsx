import type { AnyPuzzleType } from "@gridsmith/kit";
import { type JSX, type Resource, Show } from "solid-js";
import { NotFound } from "./NotFound.tsx";

/**
 * What a route shows while its puzzle type loads: "Loading…", a "could not be loaded" page when the chunk
 * fails (offline, a new deploy), "not installed" for an unknown id, else `children` with the type.
 */
export function TypeGate(props: {
  id: string;
  type: Resource<AnyPuzzleType | null>;
  children: (type: AnyPuzzleType) => JSX.Element;
}) {
  return (
    <Show
      when={props.type.state === "ready"}
      fallback={
        props.type.state === "errored" ? (
          <NotFound what={`The ${props.id} puzzle could not be loaded; check the connection and reload.`} />
        ) : (
          <p class="loading">Loading…</p>
        )
      }
    >
      <Show
        when={props.type()}
        keyed
        fallback={<NotFound what={`No puzzle type called '${props.id}' is installed.`} />}
      >
        {(t) => props.children(t)}
      </Show>
    </Show>
  );
}
