import { createSignal, For, onCleanup, Show } from "solid-js";
import type { ParamField } from "../boards/types.ts";
import type { TypeInfo } from "../catalog/manifest.ts";
import type { Session } from "../state/session.ts";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";

export interface GeneratePanelProps {
  session: Session;
  runner: Runner;
  info: TypeInfo;
  onStatus(message: string): void;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/**
 * A new puzzle from the type's generator: the board's fields (size, difficulty) or, for a type without a
 * board, its params as JSON; and a seed, so the same settings give the same puzzle again.
 */
export function GeneratePanel(props: GeneratePanelProps) {
  const s = props.session;
  const fields = (): ParamField[] => s.board.generator?.fields ?? [];
  const [values, setValues] = createSignal<Record<string, string | number>>(
    Object.fromEntries(fields().map((f) => [f.name, f.default])),
  );
  const [json, setJson] = createSignal("{}");
  const [seed, setSeed] = createSignal(randomSeed());
  const [task, setTask] = createSignal<Task<unknown> | null>(null);
  const [error, setError] = createSignal("");
  onCleanup(() => task()?.cancel());

  function params(): unknown {
    if (s.board.generator) return s.board.generator.params(values());
    return JSON.parse(json());
  }

  async function generate() {
    setError("");
    let p: unknown;
    try {
      p = params();
    } catch (err) {
      setError(`The parameters are not valid JSON: ${(err as Error).message}`);
      return;
    }
    const running = props.runner.run({ op: "generate", typeId: s.type.id, params: p, seed: seed() });
    setTask(running);
    props.onStatus("Generating a puzzle…");
    try {
      const puzzle = await running.promise;
      if (s.openPuzzle(puzzle)) props.onStatus(`Generated a puzzle from seed ${seed()}.`);
    } catch (err) {
      if (err instanceof Cancelled) props.onStatus("Generating was cancelled.");
      else setError(`Could not generate: ${(err as Error).message}`);
    } finally {
      setTask(null);
    }
  }

  return (
    <section class="panel generate" aria-labelledby="generate-title">
      <h2 id="generate-title">Generate</h2>
      <For each={fields()}>
        {(field) => (
          <div class="row">
            <label for={`gen-${field.name}`}>{field.label}</label>
            <Show
              when={field.kind === "choice"}
              fallback={
                <input
                  id={`gen-${field.name}`}
                  type="number"
                  min={field.min}
                  max={field.max}
                  value={values()[field.name]}
                  onInput={(e) => setValues({ ...values(), [field.name]: Number(e.currentTarget.value) })}
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
      <Show when={!s.board.generator}>
        <label for="gen-params">Parameters (JSON)</label>
        <textarea id="gen-params" rows={2} value={json()} onInput={(e) => setJson(e.currentTarget.value)} />
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
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
    </section>
  );
}
