import { useParams } from "@solidjs/router";
import { createResource, createSignal } from "solid-js";
import { BatchPage } from "./BatchPage.tsx";
import { TypeGate } from "./TypeGate.tsx";
import { loadType, runner } from "./type-loader.ts";

/**
 * `/:type/batch`: solve a list of puzzles of one type in the worker. The pasted list is kept here, above
 * the page, so that picking another type keeps it.
 */
export default function BatchRoute() {
  const params = useParams<{ type: string }>();
  const [type] = createResource(() => params.type, loadType);
  const draft = createSignal("");
  return (
    <TypeGate id={params.type} type={type}>
      {(t) => <BatchPage type={t} runner={runner} draft={draft} />}
    </TypeGate>
  );
}
