import { fireEvent, screen, waitFor } from "@solidjs/testing-library";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { genericBoard } from "../boards/generic.tsx";
import { encodeForUrl } from "../state/share.ts";
import { heldRunner } from "../test/held-runner.ts";
import { renderPage } from "../test/render-page.tsx";
import { rowBoard } from "../test/row-board.tsx";
import { rowPuzzle } from "../test/row-puzzle.ts";
import type { Runner } from "../worker/jobs.ts";
import { Cancelled, type Job, type JobResult } from "../worker/jobs.ts";

const cell = (n: number) => screen.getByLabelText(`column ${n}`) as HTMLInputElement;

beforeEach(() => localStorage.clear());

describe("PuzzlePage", () => {
  it("opens the first example, and shows a parse error with its line and column", async () => {
    const user = userEvent.setup();
    renderPage(rowPuzzle, rowBoard);
    expect(cell(1).value).toBe("1");
    const box = screen.getByLabelText(/type or paste a puzzle/i);
    await user.clear(box);
    await user.type(box, "1x..");
    await user.click(screen.getByRole("button", { name: "Open text" }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Line 1, column 2");
    expect(alert.textContent).toContain("'x' is not a digit or '.'");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(cell(1).value).toBe("1");
  });

  it("plays, undoes, redoes, checks and keeps progress across a reload", async () => {
    const first = renderPage(rowPuzzle, rowBoard);
    fireEvent.input(cell(2), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByRole("status").textContent).toBe("1 mistake marked.");
    expect(cell(2).hasAttribute("data-mistake")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(cell(2).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: /^Redo/ }));
    expect(cell(2).value).toBe("4");
    fireEvent.input(cell(2), { target: { value: "2" } });
    first.unmount();

    renderPage(rowPuzzle, rowBoard);
    expect(cell(2).value).toBe("2");
    fireEvent.input(cell(4), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByRole("status").textContent).toBe("Solved! Every cell is right.");
  });

  it("gives a hint with its reason, highlights it and applies it", async () => {
    renderPage(rowPuzzle, rowBoard);
    fireEvent.click(screen.getByRole("button", { name: "Hint" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Hint: r1c2 must be 2/));
    expect(cell(2).hasAttribute("data-step")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Apply hint" }));
    expect(cell(2).value).toBe("2");
  });

  it("keeps the attempt and says why when the board cannot carry a hint's step out", async () => {
    const refusing = {
      ...rowBoard,
      applyStep: () => {
        throw new TypeError("not a step of this board");
      },
    };
    renderPage(rowPuzzle, refusing);
    fireEvent.click(screen.getByRole("button", { name: "Hint" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Hint: r1c2 must be 2/));
    fireEvent.click(screen.getByRole("button", { name: "Apply hint" }));
    expect(screen.getByRole("status").textContent).toMatch(
      /^This hint cannot be applied on the board \(not a step of this board\): r1c2 must be 2/,
    );
    expect(cell(2).value).toBe("");
  });

  it("asks for a hint with what the player decided, through the board's hintInput where it has one", async () => {
    const asked: unknown[] = [];
    const recording: Runner = {
      run<J extends Job>(job: J) {
        if (job.op === "hint") asked.push(job.attempt);
        // The hint job's result: no step left.
        return { promise: Promise.resolve(null as JobResult<J>), cancel() {} };
      },
    };
    // A board that keeps a decided-empty cell (-1) for hints, as a shading board keeps a dot.
    const marking = { ...rowBoard, hintInput: (_p: unknown, a: (number | null)[]) => a.map((v) => v ?? -1) };
    renderPage(rowPuzzle, marking, "/row", localStorage, recording);
    fireEvent.input(cell(2), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Hint" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^No logical step is left/));
    expect(asked).toEqual([[-1, 2, -1, -1]]);
  });

  it("cancels a hint or a rating on request", async () => {
    const { runner, held } = heldRunner(rowPuzzle, true);
    renderPage(rowPuzzle, rowBoard, "/row", localStorage, runner);
    const jobs = (op: string) => held.filter((h) => h.job.op === op);
    fireEvent.click(screen.getByRole("button", { name: "Hint" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel hint" }));
    expect(jobs("hint")[0]!.cancelled).toBe(true);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Hint cancelled."));
    fireEvent.click(screen.getByRole("button", { name: "Rate its difficulty" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel rating" }));
    expect(jobs("grade")[0]!.cancelled).toBe(true);
    await screen.findByRole("button", { name: "Rate its difficulty" });
    expect(screen.getByRole("button", { name: "Hint" })).toBeTruthy();
  });

  it("steps through the explanation forwards and backwards, read-only", async () => {
    renderPage(rowPuzzle, rowBoard);
    fireEvent.click(screen.getByRole("button", { name: /explain the solution/i }));
    await screen.findByText("Step 1 of 2");
    expect(cell(2).value).toBe("2");
    expect(cell(4).value).toBe("");
    expect(cell(2).readOnly).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 2")).toBeTruthy();
    expect(cell(4).value).toBe("4");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(cell(4).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(cell(2).value).toBe("");
    expect(cell(2).readOnly).toBe(false);
  });

  it("solves, says whether the solution is unique, and shows it on the board", async () => {
    renderPage(rowPuzzle, rowBoard);
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    await screen.findByText("Exactly one solution.", { selector: "strong" });
    expect(screen.getByText("1 2 3 4")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /show the solution/i }));
    expect(cell(4).value).toBe("4");
    fireEvent.input(screen.getByLabelText(/type or paste/i), { target: { value: "~...." } });
    fireEvent.click(screen.getByRole("button", { name: "Open text" }));
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    await screen.findByText(/Several solutions/, { selector: "strong" });
    fireEvent.click(screen.getByRole("button", { name: "Rate its difficulty" }));
    await screen.findByText("hard", { selector: "strong" });
    expect(screen.getByText(/hardest step: only-digit-left/)).toBeTruthy();
  });

  it("offers the solved board as a file where the type writes one (puzz.link's .pzpr), and not elsewhere", async () => {
    const first = renderPage(rowPuzzle, rowBoard);
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    await screen.findByText("Exactly one solution.", { selector: "strong" });
    expect(screen.queryByRole("button", { name: /Download the solved board/ })).toBeNull();
    first.unmount();
    const writing = {
      ...rowPuzzle,
      formats: [
        ...rowPuzzle.formats,
        { ...rowPuzzle.formats[0]!, id: "solved", extensions: ["pzpr"], writeSolution: () => "solved\n" },
      ],
    };
    renderPage(writing, rowBoard);
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    await screen.findByText("Exactly one solution.", { selector: "strong" });
    expect(screen.getByRole("button", { name: "Download the solved board (.pzpr)" })).toBeTruthy();
  });

  it("generates a puzzle from the board's fields and a seed", async () => {
    renderPage(rowPuzzle, rowBoard);
    fireEvent.input(screen.getByLabelText("Size"), { target: { value: "3" } });
    fireEvent.input(screen.getByLabelText("Seed"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/type or paste/i) as HTMLTextAreaElement).value).toBe("2.1"),
    );
  });

  it("shows why settings the type refuses make no puzzle as they are chosen, and starts no work for them", async () => {
    // A size x level a generator cannot reach is refused by its params' read (as slitherlink's checkParams
    // does), and the panel says so at once rather than offering it as working.
    const picky = {
      ...rowPuzzle,
      params: {
        ...rowPuzzle.params!,
        read: (v: Record<string, unknown>) => {
          if (Number(v.size) > 5) throw new RangeError(`a ${v.size} is too large: ask at most 5`);
          return rowPuzzle.params!.read(v as never);
        },
      },
    };
    const jobs: Job[] = [];
    const runner: Runner = {
      run(job) {
        jobs.push(job);
        return { promise: new Promise<never>(() => {}), cancel() {} };
      },
    };
    renderPage(picky, rowBoard, "/row", localStorage, runner);
    expect(screen.queryByRole("alert")).toBeNull();
    // Said as soon as the size is chosen, before Generate is pressed.
    fireEvent.input(screen.getByLabelText("Size"), { target: { value: "6" } });
    const refused = "These settings do not make a puzzle: a 6 is too large: ask at most 5";
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refused));
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(screen.getByRole("alert").textContent).toBe(refused);
    expect(jobs).toEqual([]);
    fireEvent.input(screen.getByLabelText("Size"), { target: { value: "5" } });
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("opens a shared link with its progress, then drops the link from the address", async () => {
    const p = await encodeForUrl("2.1");
    const s = await encodeForUrl(JSON.stringify([null, 3, null]));
    const { history } = renderPage(rowPuzzle, rowBoard, `/row?p=${p}&s=${s}`);
    await waitFor(() => expect(cell(2).value).toBe("3"));
    expect(cell(1).value).toBe("2");
    await waitFor(() => expect(history.get()).toBe("/row"));
  });

  it("works with the generic board: the puzzle as text, solved as text", async () => {
    renderPage(rowPuzzle, genericBoard);
    expect(screen.getByText("1.3.", { selector: "pre" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    await screen.findByText("Exactly one solution.", { selector: "strong" });
    expect(screen.getByText("1 2 3 4", { selector: "pre" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /show the solution/i }));
    expect(screen.getByText("1 2 3 4", { selector: "figcaption pre" })).toBeTruthy();
  });

  it("shows progress while solving and cancels on request", async () => {
    let cancelled = false;
    let report: ((p: { nodes: number; solutions: number; ms: number }) => void) | undefined;
    const stuck: Runner = {
      run(_job, onProgress) {
        report = onProgress;
        let fail: (e: unknown) => void = () => {};
        const promise = new Promise<never>((_, reject) => (fail = reject));
        return {
          promise,
          cancel() {
            cancelled = true;
            fail(new Cancelled());
          },
        };
      },
    };
    renderPage(rowPuzzle, rowBoard, "/row", localStorage, stuck);
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    report?.({ nodes: 12345, solutions: 0, ms: 250 });
    await screen.findByText(/12,345 nodes, 250 ms/);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Solving was cancelled."));
    expect(cancelled).toBe(true);
    expect(screen.getByRole("button", { name: "Solve" })).toBeTruthy();
  });
});
