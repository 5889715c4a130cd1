import type { ParamField, ParamValues } from "@gridsmith/kit";
import { createEffect, createMemo, createSignal, For, Match, on, onCleanup, Show, Switch } from "solid-js";
import type { Session } from "../state/session.ts";
import { Cancelled, type Job, type Runner, type Task } from "../worker/jobs.ts";

export interface GeneratePanelProps {
  session: Session;
  runner: Runner;
  onStatus(message: string): void;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/** The form's value of a field as it starts: its default, as typed (a flag's as a switch). */
function initial(field: ParamField): string | boolean {
  if (field.kind === "flag") return field.default === true;
  return field.default === undefined ? "" : String(field.default);
}

/** Whether a field is shown (and read): always, or when the field it depends on has one of its values. */
function shown(field: ParamField, values: Record<string, string | boolean>): boolean {
  return !field.when || field.when.values.includes(String(values[field.when.field] ?? ""));
}

/**
 * A new puzzle from the type's generator, with a seed so the same settings give the same puzzle again.
 * The form is the type's `params.fields` (the same settings its CLI flags and the API's options are), read
 * by its `params.read`; a type without them takes its params typed as JSON.
 */
export function GeneratePanel(props: GeneratePanelProps) {
  const s = props.session;
  const fields = (): ParamField[] => s.type.params?.fields ?? [];
  const [values, setValues] = createSignal<Record<string, string | boolean>>(
    Object.fromEntries(fields().map((f) => [f.name, initial(f)])),
  );
  const set = (name: string, value: string | boolean) => setValues({ ...values(), [name]: value });
  const [json, setJson] = createSignal("{}");
  const [seed, setSeed] = createSignal(randomSeed());
  const [task, setTask] = createSignal<Task<unknown> | null>(null);
  const [error, setError] = createSignal("");
  onCleanup(() => task()?.cancel());
  // A puzzle opened meanwhile (pasted, opened, shared) is the one wanted now: the generator's work is
  // stale, and stopping it terminates its worker, so the next job gets a fresh one.
  createEffect(
    on(
      () => s.loaded(),
      () => task()?.cancel(),
      { defer: true },
    ),
  );

  /** The generate job, or why the settings cannot make one. */
  function job(): Job | string {
    const base = { op: "generate" as const, typeId: s.type.id, seed: seed() };
    const hooks = s.type.params;
    if (!hooks) {
      try {
        return { ...base, params: JSON.parse(json()) };
      } catch (err) {
        return `The parameters are not valid JSON: ${(err as Error).message}`;
      }
    }
    // The fields shown, as typed; an empty one is left to the generator.
    const given: ParamValues = {};
    for (const field of hooks.fields) {
      const value = values()[field.name];
      if (shown(field, values()) && value !== "" && value !== undefined) given[field.name] = value;
    }
    try {
      return { ...base, params: hooks.read(given) };
    } catch (err) {
      return `These settings do not make a puzzle: ${(err as Error).message}`;
    }
  }

  // Settings the type refuses (a level its size does not reach) say so as soon as they are chosen, not
  // only on Generate: the form lists every level at every size, as the fields cannot say which go together.
  // Not for typed JSON, which is half-written while it is typed.
  const refusal = createMemo(() => {
    if (!s.type.params) return "";
    const request = job();
    return typeof request === "string" ? request : "";
  });

  async function generate() {
    setError("");
    const request = job();
    if (typeof request === "string") {
      // A refusal of the fields is shown already (and goes when they change); typed JSON's is shown now.
      if (!s.type.params) setError(request);
      return;
    }
    const before = s.loaded();
    const running = props.runner.run(request);
    setTask(running);
    props.onStatus("Generating a puzzle…");
    try {
      const puzzle = await running.promise;
      setTask(null);
      if (s.openPuzzle(puzzle)) props.onStatus(`Generated a puzzle from seed ${seed()}.`);
      else props.onStatus("The generated puzzle could not be opened: the reason is under the puzzle text.");
    } catch (err) {
      if (err instanceof Cancelled)
        props.onStatus(
          s.loaded() === before
            ? "Generating was cancelled."
            : "Generating was stopped: another puzzle was opened meanwhile.",
        );
      else setError(`Could not generate: ${(err as Error).message}`);
    } finally {
      setTask(null);
    }
  }

  return (
    <section class="panel generate" aria-labelledby="generate-title">
      <h2 id="generate-title">Generate</h2>
      <Show
        when={s.type.params}
        fallback={
          <>
            <label for="gen-params">Parameters (JSON)</label>
            <textarea
              id="gen-params"
              rows={2}
              value={json()}
              onInput={(e) => setJson(e.currentTarget.value)}
            />
          </>
        }
      >
        <For each={fields().filter((f) => shown(f, values()))}>
          {(field) => {
            const id = `gen-${field.name}`;
            const help = field.help ? `${id}-help` : undefined;
            return (
              <div class="row">
                <Switch
                  fallback={
                    <>
                      <label for={id}>{field.label}</label>
                      <input
                        id={id}
                        type={field.kind === "number" ? "number" : "text"}
                        min={field.min}
                        max={field.max}
                        step={field.kind === "number" ? "any" : undefined}
                        aria-describedby={help}
                        value={String(values()[field.name] ?? "")}
                        onInput={(e) => set(field.name, e.currentTarget.value)}
                      />
                    </>
                  }
                >
                  <Match when={field.kind === "choice"}>
                    <label for={id}>{field.label}</label>
                    <select
                      id={id}
                      aria-describedby={help}
                      value={String(values()[field.name] ?? "")}
                      onChange={(e) => set(field.name, e.currentTarget.value)}
                    >
                      <Show when={field.default === undefined}>
                        <option value="">default</option>
                      </Show>
                      <For each={field.options ?? []}>
                        {(o) => <option value={o.value}>{o.label}</option>}
                      </For>
                    </select>
                  </Match>
                  <Match when={field.kind === "flag"}>
                    <label class="check">
                      <input
                        id={id}
                        type="checkbox"
                        aria-describedby={help}
                        checked={values()[field.name] === true}
                        onChange={(e) => set(field.name, e.currentTarget.checked)}
                      />
                      {field.label}
                    </label>
                  </Match>
                </Switch>
                <Show when={help}>
                  <small id={help}>{field.help}</small>
                </Show>
              </div>
            );
          }}
        </For>
      </Show>
      <div class="row">
        <label for="gen-seed">Seed</label>
        <input
          id="gen-seed"
          type="number"
          min="0"
          value={seed()}
          onInput={(e) => setSeed(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))}
        />
        <button type="button" onClick={() => setSeed(randomSeed())}>
          New seed
        </button>
      </div>
      <div class="row">
        <Show
          when={task()}
          fallback={
            <button type="button" class="primary" onClick={generate}>
              Generate
            </button>
          }
        >
          {(t) => (
            <button type="button" onClick={() => t().cancel()}>
              Cancel generating
            </button>
          )}
        </Show>
      </div>
      <Show when={error() || refusal()}>
        <p class="error" role="alert">
          {error() || refusal()}
        </p>
      </Show>
    </section>
  );
}
