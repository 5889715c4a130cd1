import { runChunk } from "@gridsmith/kit/batch";
import { createMemoryHistory, MemoryRouter, Route } from "@solidjs/router";
import { fireEvent, render, screen, waitFor, within } from "@solidjs/testing-library";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exampleLines } from "../state/batch-examples.ts";
import { broken, seed01, seed02, sudoku } from "../test/sudoku-lines.ts";
import { Cancelled, type Job, type Runner } from "../worker/jobs.ts";
import { createLocalRunner } from "../worker/runner.ts";
import { BatchPage } from "./BatchPage.tsx";

const local = createLocalRunner((id) => (id === "sudoku" ? sudoku : undefined));

/** The local runner, keeping the NDJSON text of every chunk it returns. */
function recordingRunner(): Runner & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    run(job, onProgress) {
      const task = local.run(job, onProgress);
      return {
        cancel: task.cancel,
        promise: task.promise.then((result) => {
          if (job.op === "batch") written.push(...(result as { parts: string[] }).parts);
          return result;
        }),
      };
    },
  };
}

function renderBatch(runner: Runner = local) {
  const history = createMemoryHistory();
  history.set({ value: "/sudoku/batch", replace: true, scroll: false });
  render(() => (
    <MemoryRouter history={history}>
      <Route path="/:type/batch" component={() => <BatchPage type={sudoku} runner={runner} />} />
    </MemoryRouter>
  ));
  return history;
}

const box = () => screen.getByLabelText("Puzzles, one per line") as HTMLTextAreaElement;
const status = () => screen.getByRole("status").textContent ?? "";
const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);
const count = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent ?? "";

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob);
    return "blob:batch";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("BatchPage", () => {
  it("solves pasted lines in the worker: rows in order, the invalid one with line and column, the summary, the download", async () => {
    const runner = recordingRunner();
    renderBatch(runner);
    fireEvent.input(box(), { target: { value: `${seed01}\n${broken}\n\n${seed02}\n` } });
    fireEvent.click(screen.getByRole("button", { name: "Solve all" }));
    // Real solves: 0.45 s alone, 2 s with CI's other lane busy; waitFor's default 1 s made this a speed test.
    await waitFor(() => expect(status()).toMatch(/^Done: 3 puzzles in [\d.]+ s\.$/));
    expect(screen.getByText("3 puzzles read")).toBeTruthy();
    const bar = screen.getByLabelText("Puzzles done") as HTMLProgressElement;
    expect(bar.tagName).toBe("PROGRESS");
    expect([bar.value, bar.max]).toEqual([3, 3]);

    const rows = bodyRows();
    expect(rows.map((r) => cells(r).slice(0, 4))).toEqual([
      ["0", "line 1", "solved (unique)", "1"],
      ["1", "line 2", "invalid", "0"],
      ["2", "line 4", "solved (unique)", "1"],
    ]);
    expect(cells(rows[0]!)[4]).toMatch(/^\d+(\.\d+)?$/);
    expect(cells(rows[1]!)[5]).toBe("line 2, column 41: 'x' is not a digit or '.'");
    expect([count("Solved"), count("No solution"), count("Several solutions")]).toEqual(["2", "0", "0"]);
    expect([count("Timeout"), count("Invalid")]).toEqual(["0", "1"]);
    expect(screen.queryByText(/not shown/)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Download NDJSON" }));
    expect(downloads).toHaveLength(1);
    const text = await downloads[0]!.text();
    // Exactly the lines the worker's chunks wrote...
    expect(text).toBe(runner.written.join(""));
    // ...which are the CLI's --json lines for these puzzles (times apart).
    const inputs = [seed01, broken, seed02].map((t, k) => ({
      text: t,
      source: `line ${[1, 2, 4][k]}`,
      firstLine: [1, 2, 4][k]!,
    }));
    const cli = runChunk(
      sudoku,
      sudoku,
      { command: "solve", json: true, limit: 2, timeoutMs: 10_000 },
      { start: 0, inputs },
    );
    const noTimes = (s: string) => s.replace(/"ms":[\d.e-]+/g, '"ms":0');
    expect(noTimes(text)).toBe(noTimes(cli.parts[0]!));
  });

  it("stops on Stop: the chunk running is cancelled, focus goes to Stop and back", async () => {
    const cancelled: Job[] = [];
    const started: Job[] = [];
    const stuck: Runner = {
      run(job) {
        started.push(job);
        let fail: (e: unknown) => void = () => {};
        return {
          promise: new Promise<never>((_, reject) => (fail = reject)),
          cancel() {
            cancelled.push(job);
            fail(new Cancelled());
          },
        };
      },
    };
    renderBatch(stuck);
    fireEvent.input(box(), { target: { value: `${seed01}\n${seed02}` } });
    const solve = screen.getByRole("button", { name: "Solve all" }) as HTMLButtonElement;
    solve.focus();
    fireEvent.click(solve);
    const stop = screen.getByRole("button", { name: "Stop" }) as HTMLButtonElement;
    expect(document.activeElement).toBe(stop);
    await waitFor(() => expect(status()).toBe("Solving 2 puzzles…"));
    // The first chunk is in the worker, and never answers (a long puzzle).
    await waitFor(() => expect(started).toHaveLength(1));
    expect(solve.disabled).toBe(true);
    fireEvent.click(stop);
    await waitFor(() => expect(status()).toBe("Stopped after 0 of 2 puzzles."));
    expect(cancelled.map((j) => j.op)).toEqual(["batch"]);
    expect(solve.disabled).toBe(false);
    expect(document.activeElement).toBe(solve);
    expect((screen.getByRole("button", { name: "Download NDJSON" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("renders the first 500 rows of a long list and says how many are not shown", async () => {
    renderBatch();
    fireEvent.input(box(), { target: { value: `${seed01}\n${seed02}\n`.repeat(300) } });
    fireEvent.click(screen.getByRole("button", { name: "Solve all" }));
    await waitFor(() => expect(status()).toMatch(/^Done: 600 puzzles/));
    expect(bodyRows()).toHaveLength(500);
    expect(screen.getByText(/^100 more rows are not shown/)).toBeTruthy();
    expect(count("Solved")).toBe("600");
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "invalid" } });
    expect(bodyRows()).toHaveLength(0);
    expect(screen.queryByText(/not shown/)).toBeNull();
  });

  it("fills in the type's examples, and links to the puzzle page as a tab", async () => {
    renderBatch();
    fireEvent.click(screen.getByRole("button", { name: "Use the examples" }));
    expect(box().value).toBe(exampleLines(sudoku));
    const tabs = screen.getByRole("navigation", { name: "Sudoku pages" });
    expect(within(tabs).getByRole("link", { name: "Batch" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: "Play" }).getAttribute("href")).toBe("/sudoku");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sudoku: solve a list");
  });
});
