import { createEffect, createSignal, For, Match, on, onCleanup, Show, Switch } from "solid-js";
import type { ParamField } from "../boards/types.ts";
import type { TypeInfo } from "../catalog/manifest.ts";
import type { Session } from "../state/session.ts";
import { Cancelled, type Job, type Runner, type Task } from "../worker/jobs.ts";

export interface GeneratePanelProps {
  session: Session;
  runner: Runner;
  info: TypeInfo;
  onStatus(message: string): void;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/**
 * A new puzzle from the type's generator, with a seed so the same settings give the same puzzle again.
 * The settings come from the board (size, difficulty), else from the type's generator flags (the same
 * ones its CLI takes), else from params typed as JSON: a type with no board can still generate.
 */
export function GeneratePanel(props: GeneratePanelProps) {
  const s = props.session;
  const fields = (): ParamField[] => s.board.generator?.fields ?? [];
  const mode = () => (s.board.generator ? "board" : props.info.generateOptions.length > 0 ? "flags" : "json");
  const [values, setValues] = createSignal<Record<string, string | number>>(
    Object.fromEntries(fields().map((f) => [f.name, f.default])),
  );
  const [flags, setFlags] = createSignal<Record<string, string | boolean | undefined>>({});
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

  function job(): Job {
    const base = { op: "generate" as const, typeId: s.type.id, seed: seed() };
    if (mode() === "board") return { ...base, params: s.board.generator!.params(values()) };
    if (mode() === "flags") {
      const set = Object.fromEntries(Object.entries(flags()).filter(([, v]) => v !== "" && v !== undefined));
      return { ...base, values: set };
    }
    return { ...base, params: JSON.parse(json()) };
  }

  async function generate() {
    setError("");
    let request: Job;
    try {
      request = job();
    } catch (err) {
      setError(`The parameters are not valid JSON: ${(err as Error).message}`);
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
      <Switch>
        <Match when={mode() === "board"}>
          <For each={fields().filter((f) => !f.shownWhen || f.shownWhen(values()))}>
            {(field) => (
              <div class="row">
                <label for={`gen-${field.name}`}>{field.label}</label>
                <Show
                  when={field.kind === "choice"}
                  fallback={
                    <input
                      id={`gen-${field.name}`}
                      type={field.kind === "text" ? "text" : "number"}
                      min={field.min}
                      max={field.max}
                      value={values()[field.name]}
                      onInput={(e) =>
                        setValues({
                          ...values(),
                          [field.name]:
                            field.kind === "text" ? e.currentTarget.value : Number(e.currentTarget.value),
                        })
                      }
                    />
                  }
                >
                  <select
                    id={`gen-${field.name}`}
                    value={String(values()[field.name])}
                    onChange={(e) => setValues({ ...values(), [field.name]: e.currentTarget.value })}
                  >
                    <For each={field.options ?? []}>{(o) => <option value={o.value}>{o.label}</option>}</For>
                  </select>
                </Show>
              </div>
            )}
          </For>
        </Match>
        <Match when={mode() === "flags"}>
          <For each={props.info.generateOptions}>
            {(option) => (
              <Show
                when={option.type === "boolean"}
                fallback={
                  <div class="row">
                    <label for={`gen-${option.name}`}>{option.name}</label>
                    <input
                      id={`gen-${option.name}`}
                      type="text"
                      size={8}
                      value={String(flags()[option.name] ?? "")}
                      onInput={(e) => setFlags({ ...flags(), [option.name]: e.currentTarget.value })}
                    />
                  </div>
                }
              >
                <label class="check">
                  <input
                    type="checkbox"
                    checked={flags()[option.name] === true}
                    onChange={(e) => setFlags({ ...flags(), [option.name]: e.currentTarget.checked })}
                  />
                  {option.name}
                </label>
              </Show>
            )}
          </For>
        </Match>
        <Match when={mode() === "json"}>
          <label for="gen-params">Parameters (JSON)</label>
          <textarea id="gen-params" rows={2} value={json()} onInput={(e) => setJson(e.currentTarget.value)} />
        </Match>
      </Switch>
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
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
    </section>
  );
}
