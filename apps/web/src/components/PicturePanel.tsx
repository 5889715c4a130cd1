import type { AnyPuzzleType } from "@gridsmith/kit";
import { createMemo, createSignal, For, onCleanup, Show } from "solid-js";
import { canonicalText, serializeWith } from "../state/parse.ts";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";
import type { GivensResult, PictureResult } from "../worker/picture-jobs.ts";
import { downloadFile } from "./download.ts";
import { dropZone } from "./drop-zone.ts";
import { FileButton } from "./FileButton.tsx";
import { NumberField } from "./NumberField.tsx";
import { PicturePreview } from "./PicturePreview.tsx";
import { gridSizeFor, type Pixels, readPixels } from "./picture-image.ts";
import "./picture.css";

export interface PicturePanelProps {
  /** The nonogram type: its formats write the puzzle for Play and Download. */
  type: AnyPuzzleType;
  runner: Runner;
  /** Opens the puzzle on the nonogram page; `attempt` holds the givens filled in, when wanted. */
  onPlay(text: string, attempt?: string[]): void;
  /** Decodes a file to pixels; the browser's canvas by default, pixels made by hand in tests. */
  read?: (file: File) => Promise<Pixels>;
}

/** Sizes of a side and colour counts offered: beyond 50 cells or 8 colours clues are no fun to read. */
export const SIDE = { min: 5, max: 50, initial: 20 } as const;
const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8];
// The budgets of the verdict and of the givens search; past them the answer is "unknown", never a hang.
const VERDICT_MS = 10_000;
const GIVENS_MS = 30_000;
/** How long past its own budget a job may run before the page stops its worker. */
const GRACE_MS = 5_000;

/**
 * A nonogram from a picture: open or drop a PNG or JPEG, pick the grid size and colours, see the quantised
 * picture, and learn whether the clues have one solution; the quantising and every solve run in the worker.
 * When they have several, the cells that differ are marked and givens can be found; then play or download.
 */
export function PicturePanel(props: PicturePanelProps) {
  const [pixels, setPixels] = createSignal<Pixels | null>(null);
  const [name, setName] = createSignal("");
  const [rows, setRows] = createSignal<number>(SIDE.initial);
  const [cols, setCols] = createSignal<number>(SIDE.initial);
  const [colours, setColours] = createSignal(1);
  const [result, setResult] = createSignal<PictureResult | null>(null);
  const [givens, setGivens] = createSignal<GivensResult | null>(null);
  const [useGivens, setUseGivens] = createSignal(true);
  const [task, setTask] = createSignal<Running | null>(null);
  const [status, setStatus] = createSignal("Open or drop a picture to start.");
  const [format, setFormat] = createSignal("");
  let playButton: HTMLButtonElement | undefined;
  // Each file opened gets a number; a slow read of an earlier file finishing late must not replace it.
  let opened = 0;
  const drop = dropZone((file) => {
    if (file) void open(file);
    else setStatus("Nothing to open: drop a picture file (PNG or JPEG) here.");
  });
  onCleanup(() => task()?.task.cancel());

  async function open(file: File | undefined) {
    if (!file) return;
    const mine = ++opened;
    // What was shown belongs to the previous picture: stop its job and clear it.
    stop();
    setPixels(null);
    setResult(null);
    setGivens(null);
    setStatus(`Reading ${file.name}…`);
    let read: Pixels;
    try {
      read = await (props.read ?? readPixels)(file);
    } catch (err) {
      if (mine === opened) setStatus(`Could not read ${file.name}: ${messageOf(err)}.`);
      return;
    }
    if (mine !== opened) return;
    const size = gridSizeFor(read.width, read.height, SIDE.initial, SIDE.min, SIDE.max);
    setName(file.name.replace(/\.[^.]*$/, ""));
    setPixels(read);
    setRows(size.rows);
    setCols(size.cols);
    await make();
  }

  /**
   * Runs a worker job, cancelling the one before: a new picture, size or colour count makes it moot. Null
   * when it failed (said in the status), was cancelled, or was overtaken by a newer job.
   */
  async function run<T>(what: Running["what"], budgetMs: number, start: () => Task<T>): Promise<T | null> {
    stop();
    const t = start();
    const running: Running = { task: t as Task<unknown>, what };
    setTask(running);
    // The searches keep their own time budget; this stops a worker that outlives it anyway (a stuck job
    // would otherwise hold the page in "Making the puzzle…" for ever).
    const watchdog = setTimeout(() => {
      if (task() !== running) return;
      t.cancel();
      setStatus(
        `${what === "make" ? "Making the puzzle" : "The search for givens"} took too long and was stopped; try a smaller size or fewer colours.`,
      );
    }, budgetMs + GRACE_MS);
    try {
      const value = await t.promise;
      return task() === running ? value : null;
    } catch (err) {
      if (!(err instanceof Cancelled) && task() === running) {
        setStatus(
          `${what === "make" ? "Could not make the puzzle" : "Could not find givens"}: ${messageOf(err)}.`,
        );
      }
      return null;
    } finally {
      clearTimeout(watchdog);
      if (task() === running) setTask(null);
    }
  }

  /** Cancels the running job, if any; says what was stopped when the person asked. */
  function stop(said = false) {
    const running = task();
    if (!running) return;
    setTask(null);
    running.task.cancel();
    if (!said) return;
    setStatus(
      running.what === "make"
        ? "Stopped. Change the size or the colours, or open another picture, to try again."
        : "Stopped looking for givens.",
    );
  }

  async function make() {
    const image = pixels();
    if (!image) return;
    setResult(null);
    setGivens(null);
    setStatus("Making the puzzle and checking that it has one solution…");
    const wanted = colours();
    const made = await run("make", VERDICT_MS, () =>
      props.runner.run({
        op: "picture",
        typeId: "nonogram",
        image,
        rows: rows(),
        cols: cols(),
        colours: wanted,
        timeoutMs: VERDICT_MS,
      }),
    );
    if (!made) return;
    setResult({ ...made, puzzle: { ...made.puzzle, ...(name() ? { title: name() } : {}) } });
    const got = made.palette.length - 1;
    setStatus(
      got < wanted
        ? `${verdictText(made)} The picture has only ${got} colour${got === 1 ? "" : "s"} besides the background.`
        : verdictText(made),
    );
  }

  async function findGivens() {
    const made = result();
    if (!made) return;
    setStatus("Looking for givens that make the puzzle unique…");
    const found = await run("givens", GIVENS_MS, () =>
      props.runner.run({
        op: "picture-givens",
        typeId: "nonogram",
        puzzle: made.puzzle,
        goal: made.grid,
        timeoutMs: GIVENS_MS,
      }),
    );
    if (!found) return;
    setGivens(found);
    setStatus(givensText(found));
    // The button pressed is gone once givens are found: keep the keyboard's place on the next step.
    if (found.status === "unique" && (!document.activeElement || document.activeElement === document.body)) {
      playButton?.focus();
    }
  }

  const isColour = () => (result()?.palette.length ?? 0) > 2;
  const shownGivens = () => (givens()?.status === "unique" ? givens()!.givens : []);
  /** The givens as a starting attempt: a background given is a crossed-out cell in black and white. */
  const givensAttempt = (): string[] | undefined => {
    const made = result();
    if (!made || shownGivens().length === 0 || !useGivens()) return undefined;
    const grid = made.grid.map((line) => [...line].map(() => "?"));
    for (const g of shownGivens()) grid[g.row]![g.col] = g.code === "." && !isColour() ? "x" : g.code;
    return grid.map((line) => line.join(""));
  };

  const writable = () => {
    const made = result();
    return made ? props.type.formats.filter((f) => serializeWith(f, made.puzzle) !== null) : [];
  };
  /** The text Play hands over (and the format Download starts with): the one the site saves puzzles in. */
  const canonical = createMemo(() => {
    const made = result();
    return made ? canonicalText(props.type, made.puzzle) : null;
  });
  /** The format Download writes: the one picked, while it can write this puzzle, else the canonical one. */
  const chosen = () =>
    writable().find((f) => f.id === format()) ??
    writable().find((f) => f.id === canonical()?.format) ??
    writable()[0];

  function play() {
    const text = canonical();
    if (!text) return setStatus("This puzzle could not be written in any nonogram format.");
    props.onPlay(text.text, givensAttempt());
  }

  function download() {
    const made = result();
    const f = chosen();
    const text = made && f ? serializeWith(f, made.puzzle) : null;
    if (!f || text === null) return setStatus("This format could not write the puzzle.");
    downloadFile(`${name() || "picture"}.${f.extensions[0] ?? "txt"}`, [text], f.mediaType ?? "text/plain");
    setStatus(`Downloaded the puzzle as ${f.name}.`);
  }

  /** A new size or colour count: remake the puzzle, unless it is what is already shown (or being made). */
  function change<T>(current: T, set: (value: T) => void, value: T) {
    if (value === current) return;
    set(value);
    void make();
  }

  return (
    <section
      class="panel picture"
      classList={{ dragging: drop.dragging() }}
      aria-labelledby="picture-title"
      {...drop.handlers}
    >
      <h2 id="picture-title">Picture</h2>
      <p id="picture-help">Open a PNG or JPEG, or drop one here. It never leaves your browser.</p>
      <div class="row">
        <FileButton
          accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
          describedBy="picture-help"
          onFile={(file) => void open(file)}
        >
          Open a picture…
        </FileButton>
      </div>
      <div class="row picture-settings">
        <NumberField
          id="picture-rows"
          label="Rows"
          value={rows()}
          min={SIDE.min}
          max={SIDE.max}
          onChange={(n) => change(rows(), setRows, n)}
        />
        <NumberField
          id="picture-cols"
          label="Columns"
          value={cols()}
          min={SIDE.min}
          max={SIDE.max}
          onChange={(n) => change(cols(), setCols, n)}
        />
        <label for="picture-colours">Colours</label>
        <select
          id="picture-colours"
          value={colours()}
          onChange={(e) => change(colours(), setColours, Number(e.currentTarget.value))}
        >
          <For each={COLOURS}>{(n) => <option value={n}>{n === 1 ? "1 (black and white)" : n}</option>}</For>
        </select>
      </div>
      <p class="status" role="status" aria-live="polite">
        {status()}
      </p>
      <Show when={task()}>
        <button type="button" onClick={() => stop(true)}>
          Stop
        </button>
      </Show>
      <Show when={result()}>
        {(made) => (
          <>
            <PicturePreview
              grid={made().grid}
              palette={made().palette}
              differing={shownGivens().length > 0 ? [] : verdictCells(made())}
              givens={shownGivens()}
            />
            <Show
              when={
                givens()?.status !== "unique" &&
                (made().verdict.status === "multiple" || made().verdict.status === "unknown")
              }
            >
              <button type="button" disabled={!!task()} onClick={() => void findGivens()}>
                Add the givens that make it unique
              </button>
            </Show>
            <Show when={shownGivens().length > 0}>
              <p class="picture-note">
                Puzzle files have no place for givens and the board has no fixed cells, so Play fills them in
                as your first moves (you can still change them); a download holds the clues only.
              </p>
              <label class="check">
                <input
                  type="checkbox"
                  checked={useGivens()}
                  onChange={(e) => setUseGivens(e.currentTarget.checked)}
                />
                Start with the givens filled in
              </label>
            </Show>
            <div class="row">
              <button type="button" class="primary" ref={playButton} onClick={play}>
                Play this puzzle
              </button>
            </div>
            <div class="row">
              <label for="picture-format">Format</label>
              <select
                id="picture-format"
                value={chosen()?.id ?? ""}
                onChange={(e) => setFormat(e.currentTarget.value)}
              >
                <For each={writable()}>{(f) => <option value={f.id}>{f.name}</option>}</For>
              </select>
              <button type="button" onClick={download}>
                Download
              </button>
            </div>
          </>
        )}
      </Show>
    </section>
  );
}

/** The job running, and which: the picture and its verdict, or the search for givens. */
interface Running {
  task: Task<unknown>;
  what: "make" | "givens";
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function verdictCells(made: PictureResult) {
  return made.verdict.status === "multiple" ? made.verdict.differing : [];
}

/** The verdict in words, with the puzzle's size and colours. */
export function verdictText(made: Pick<PictureResult, "grid" | "palette" | "verdict">): string {
  const n = made.palette.length - 1;
  const rows = made.grid.length;
  // "An 8×8", "an 11×11", "an 18×…", "an 80×…": the article goes by how the number is said.
  const article = /^(8|11|18|8\d)$/.test(String(rows)) ? "An" : "A";
  const what = `${article} ${rows}×${made.grid[0]?.length ?? 0} puzzle in ${
    n === 1 ? "black and white" : `${n} colours`
  }`;
  switch (made.verdict.status) {
    case "unique":
      return `${what} with exactly one solution.`;
    case "multiple": {
      const d = made.verdict.differing.length;
      return `${what} with more than one solution: ${d} cell${d === 1 ? "" : "s"} differ between two of them (marked on the picture). Add givens to make it unique, or play it as it is.`;
    }
    case "none":
      return `${what} with no solution.`;
    case "unknown":
      return `${what}; the check ran out of time, so it may have more than one solution.`;
  }
}

/** What the search for givens found, in words. */
export function givensText(found: GivensResult): string {
  const n = found.givens.length;
  if (found.status === "unknown") {
    return "The search for givens ran out of time; try a smaller size or fewer colours.";
  }
  if (n === 0) return "The puzzle has exactly one solution as it is: it needs no givens.";
  return `With ${n} given${n === 1 ? "" : "s"} the puzzle has exactly one solution (none of them can be left out); they are ringed on the picture.`;
}
