import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, render, screen, waitFor } from "@solidjs/testing-library";
import { describe, expect, it, vi } from "vitest";
import { pixelsOf as pixels } from "../test/pixels.ts";
import { Cancelled, execute, type Job, prepare, type Runner } from "../worker/jobs.ts";
import { PicturePanel } from "./PicturePanel.tsx";
import type { Pixels } from "./picture-image.ts";

// The nonogram type, reached through the catalog as the site reaches it.
const nonogram = (await loadPuzzleType("nonogram"))!;

// Races between the person and the worker: jobs here finish only when the test says so, in any order.

const plus = pixels(["..#..", ".###.", "#####", ".###.", "..#.."]);
const dots = pixels(["#....", ".#...", ".....", ".....", "....."]);
const flag = pixels([".....", ".rrb.", ".ggg.", ".rbb.", "....."]);

interface Held {
  job: Job;
  cancelled: boolean;
  /** Runs the job for real (in this thread) and hands its answer to the page. */
  finish(): Promise<void>;
  fail(message: string): void;
}

/** A runner whose jobs wait for the test; cancelling one rejects it at once, as the worker runner does. */
function heldRunner() {
  const held: Held[] = [];
  const find = (id: string) => (id === "nonogram" ? nonogram : undefined);
  const runner: Runner = {
    run(job) {
      let settle!: { resolve(v: unknown): void; reject(e: unknown): void };
      const promise = new Promise<never>((resolve, reject) => {
        settle = { resolve: resolve as (v: unknown) => void, reject };
      });
      const entry: Held = {
        job,
        cancelled: false,
        async finish() {
          await prepare(find, job);
          settle.resolve(execute(find, job));
        },
        fail: (message) => settle.reject(new Error(message)),
      };
      held.push(entry);
      return {
        promise,
        cancel() {
          entry.cancelled = true;
          settle.reject(new Cancelled());
        },
      };
    },
  };
  return { held, runner };
}

function setup(read: (file: File) => Promise<Pixels>) {
  const { held, runner } = heldRunner();
  const onPlay = vi.fn<(text: string, attempt?: string[]) => void>();
  render(() => <PicturePanel type={nonogram} runner={runner} onPlay={onPlay} read={read} />);
  return { held, onPlay };
}

const file = (name: string) => new File(["x"], name, { type: "image/png" });
const open = (name: string) =>
  fireEvent.change(screen.getByLabelText("Open a picture…"), { target: { files: [file(name)] } });
const status = () => screen.getByRole("status").textContent;
const commit = (label: string, value: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  input.value = value;
  fireEvent.change(input);
  return input;
};
const shownCodes = () =>
  [...document.querySelectorAll("rect.picture-cell")].map((r) => r.getAttribute("data-code")).join("");

describe("the picture panel's jobs", () => {
  it("cancels the puzzle being made when the size changes, and shows only the newer one", async () => {
    const { held } = setup(async () => flag);
    open("flag.png");
    await waitFor(() => expect(held).toHaveLength(1));
    commit("Columns", "10");
    expect(held).toHaveLength(2);
    expect(held[0]!.cancelled).toBe(true);
    expect(held[1]!.cancelled).toBe(false);
    expect(status()).toMatch(/^Making the puzzle/);
    await held[1]!.finish();
    await waitFor(() => expect(status()).toMatch(/^A 5×10 puzzle/));
    expect((held[1]!.job as { cols: number }).cols).toBe(10);
  });

  it("keeps the picture opened last when an earlier one is read more slowly", async () => {
    const reads = new Map<string, (p: Pixels) => void>();
    const { held } = setup((f) => new Promise((resolve) => reads.set(f.name, resolve)));
    open("slow.png");
    open("fast.png");
    expect(status()).toBe("Reading fast.png…");
    reads.get("fast.png")!(plus);
    await waitFor(() => expect(held).toHaveLength(1));
    reads.get("slow.png")!(dots);
    await held[0]!.finish();
    await waitFor(() => expect(status()).toMatch(/exactly one solution/));
    // Only the fast picture was made into a puzzle: the slow one, read last, was dropped.
    expect(held).toHaveLength(1);
    expect(shownCodes()).toBe("..#...###.#####.###...#..");
  });

  it("stops a job on Stop, says how to go on, and makes the puzzle again on a new size", async () => {
    const { held } = setup(async () => plus);
    open("plus.png");
    const stopButton = await screen.findByRole("button", { name: "Stop" });
    fireEvent.click(stopButton);
    expect(held[0]!.cancelled).toBe(true);
    expect(status()).toBe("Stopped. Change the size or the colours, or open another picture, to try again.");
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    commit("Rows", "6");
    expect(held).toHaveLength(2);
    await held[1]!.finish();
    await waitFor(() => expect(status()).toMatch(/^A 6×5 puzzle/));
  });

  it("does not remake the puzzle for the same size, and shows a size past the limit clamped", async () => {
    const { held } = setup(async () => plus);
    open("plus.png");
    await waitFor(() => expect(held).toHaveLength(1));
    await held[0]!.finish();
    await waitFor(() => expect(status()).toMatch(/^A 5×5 puzzle/));
    commit("Rows", "5");
    expect(held).toHaveLength(1);
    expect(commit("Rows", "500").value).toBe("50");
    expect(held).toHaveLength(2);
    // Typed again past the limit: still 50 in the field, and nothing to remake.
    expect(commit("Rows", "80").value).toBe("50");
    expect(held).toHaveLength(2);
  });

  it("says when the search for givens fails, and offers it again", async () => {
    const { held } = setup(async () => dots);
    open("dots.png");
    await waitFor(() => expect(held).toHaveLength(1));
    await held[0]!.finish();
    const add = await screen.findByRole("button", { name: "Add the givens that make it unique" });
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    held[1]!.fail("the solver worker stopped with an error");
    await waitFor(() =>
      expect(status()).toBe("Could not find givens: the solver worker stopped with an error."),
    );
    expect((add as HTMLButtonElement).disabled).toBe(false);
    // The verdict stays on the picture.
    expect(document.querySelectorAll(".picture-differs")).toHaveLength(4);
  });

  it("moves the keyboard to Play once the givens are found (their button is gone)", async () => {
    const { held } = setup(async () => dots);
    open("dots.png");
    await waitFor(() => expect(held).toHaveLength(1));
    await held[0]!.finish();
    const add = await screen.findByRole("button", { name: "Add the givens that make it unique" });
    add.focus();
    fireEvent.click(add);
    await held[1]!.finish();
    await waitFor(() => expect(status()).toMatch(/^With 1 given .*none of them can be left out/));
    expect(screen.queryByRole("button", { name: "Add the givens that make it unique" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Play this puzzle" }));
  });

  it("cancels the givens search when the colours change", async () => {
    const { held } = setup(async () => dots);
    open("dots.png");
    await waitFor(() => expect(held).toHaveLength(1));
    await held[0]!.finish();
    fireEvent.click(await screen.findByRole("button", { name: "Add the givens that make it unique" }));
    fireEvent.change(screen.getByLabelText("Colours"), { target: { value: "2" } });
    expect(held.map((h) => [h.job.op, h.cancelled])).toEqual([
      ["picture", false],
      ["picture-givens", true],
      ["picture", false],
    ]);
  });

  it("says when the picture has fewer colours than asked for", async () => {
    const { held } = setup(async () => flag);
    open("flag.png");
    await waitFor(() => expect(held).toHaveLength(1));
    fireEvent.change(screen.getByLabelText("Colours"), { target: { value: "5" } });
    await held[1]!.finish();
    await waitFor(() =>
      expect(status()).toMatch(/in 3 colours .* The picture has only 3 colours besides the background\.$/),
    );
  });

  it("opens a dropped picture, and says what to do when the drop holds no file", async () => {
    const { held } = setup(async () => plus);
    const panel = screen.getByRole("region", { name: "Picture" });
    fireEvent.drop(panel, { dataTransfer: { files: [] } });
    expect(status()).toBe("Nothing to open: drop a picture file (PNG or JPEG) here.");
    fireEvent.drop(panel, { dataTransfer: { files: [file("plus.png")] } });
    await waitFor(() => expect(held).toHaveLength(1));
    await held[0]!.finish();
    await waitFor(() => expect(status()).toMatch(/^A 5×5 puzzle in black and white/));
  });
});
