import manifest from "virtual:gridsmith/manifest";
import { For } from "solid-js";
import type { FormatInfo } from "../catalog/manifest.ts";
import type { BatchSettings, LineKind } from "../state/batch-run.ts";
import { NumberField } from "./NumberField.tsx";

/** The settings a person picks; the type comes from the page's address. */
export type BatchChoices = Omit<BatchSettings, "typeId">;

export const defaultChoices: BatchChoices = { lines: "auto", format: "", limit: 2, timeoutMs: 10_000 };

export interface BatchSettingsFieldsProps {
  typeId: string;
  formats: FormatInfo[];
  value: BatchChoices;
  onChange(patch: Partial<BatchChoices>): void;
  /** Another type: the page moves to that type's batch view. */
  onType(id: string): void;
  disabled: boolean;
}

/** Type, what the lines hold, format, time limit per puzzle, and how many solutions to look for. */
export function BatchSettingsFields(props: BatchSettingsFieldsProps) {
  return (
    <fieldset class="panel batch-settings" disabled={props.disabled}>
      <legend>How to solve</legend>
      <div class="row">
        <label for="batch-type">Puzzle type</label>
        <select id="batch-type" value={props.typeId} onChange={(e) => props.onType(e.currentTarget.value)}>
          <For each={manifest}>{(t) => <option value={t.id}>{t.title}</option>}</For>
        </select>
      </div>
      <div class="row">
        <label for="batch-lines">Each line is</label>
        <select
          id="batch-lines"
          value={props.value.lines}
          onChange={(e) => props.onChange({ lines: e.currentTarget.value as LineKind })}
        >
          <option value="auto">Detect from the first line</option>
          <option value="text">A puzzle</option>
          <option value="ndjson">NDJSON: {'{"text": "..."}'}</option>
        </select>
      </div>
      <div class="row">
        <label for="batch-format">Format</label>
        <select
          id="batch-format"
          value={props.value.format}
          onChange={(e) => props.onChange({ format: e.currentTarget.value })}
        >
          <option value="">Detect each</option>
          <For each={props.formats}>{(f) => <option value={f.id}>{f.name}</option>}</For>
        </select>
      </div>
      <div class="row">
        <NumberField
          id="batch-seconds"
          label="Time limit per puzzle (seconds)"
          value={props.value.timeoutMs / 1000}
          min={1}
          max={600}
          onChange={(s) => props.onChange({ timeoutMs: s * 1000 })}
        />
      </div>
      <div class="row">
        <NumberField
          id="batch-limit"
          label="Solutions to look for"
          value={props.value.limit}
          min={1}
          max={1000}
          onChange={(limit) => props.onChange({ limit })}
        />
        <span class="stats">2 checks that the solution is unique</span>
      </div>
    </fieldset>
  );
}
