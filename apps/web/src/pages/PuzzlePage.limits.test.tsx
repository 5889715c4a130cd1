import type { AnyPuzzleType } from "@gridsmith/kit";
import { fireEvent, screen, waitFor } from "@solidjs/testing-library";
import { beforeEach, describe, expect, it } from "vitest";
import { startHistory } from "../state/history.ts";
import { encodeForUrl } from "../state/share.ts";
import { saveProgress } from "../state/storage.ts";
import { FakeWorker, makeFakeWorker } from "../test/fake-worker.ts";
import { renderPage } from "../test/render-page.tsx";
import { rowBoard } from "../test/row-board.tsx";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { createWorkerRunner } from "../worker/runner.ts";

// What the page gives a puzzle: pasted, opened or dropped text, a saved game, a shared link, a generated
// value. Each past the type's limits (the row type reads at most 64 characters) or damaged says why where
// it was given, and the page goes on; work about a puzzle that another one replaced is stopped.

const cell = (n: number) => screen.getByLabelText(`column ${n}`) as HTMLInputElement;
const textBox = () => screen.getByLabelText(/type or paste a puzzle/i) as HTMLTextAreaElement;
const alertText = () => screen.getByRole("alert").textContent;
const status = () => screen.getByRole("status").textContent;

/** The row type with every call of its formats' `detect` and `parse` recorded, with the text's length. */
function watched(): { type: AnyPuzzleType; looked: string[] } {
  const looked: string[] = [];
  const type = {
    ...rowPuzzle,
    formats: rowPuzzle.formats.map((f) => ({
      ...f,
      parse: (text: string) => {
        looked.push(`parse ${f.id} ${text.length}`);
        return f.parse(text);
      },
      detect: (text: string) => {
        looked.push(`detect ${f.id} ${text.length}`);
        return f.detect(text);
      },
    })),
  };
  return { type, looked };
}

beforeEach(() => {
  localStorage.clear();
  FakeWorker.made = [];
});

describe("a puzzle past the limits", () => {
  it("pasted: refused at once with the limit beside the text box, nothing parsed, the puzzle kept", () => {
    const { type, looked } = watched();
    renderPage(type, rowBoard);
    expect(cell(1).value).toBe("1");
    looked.length = 0;
    const pasted = `1.3.${".".repeat(100_000)}`;
    fireEvent.input(textBox(), { target: { value: pasted } });
    fireEvent.click(screen.getByRole("button", { name: "Open text" }));
    expect(alertText()).toBe(
      "the text has 100,004 characters; a Row puzzle has at most 64, so it was not read",
    );
    expect(textBox().getAttribute("aria-invalid")).toBe("true");
    expect(looked).toEqual([]);
    expect(cell(1).value).toBe("1");
    // A text within the limit opens as before.
    fireEvent.input(textBox(), { target: { value: "2.1" } });
    fireEvent.click(screen.getByRole("button", { name: "Open text" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(cell(1).value).toBe("2");
  });

  it("opened or dropped as a file: refused by its size, unread", async () => {
    renderPage(rowPuzzle, rowBoard);
    const file = new File(["1".repeat(5000)], "huge.row");
    let read = false;
    file.text = async () => {
      read = true;
      return "";
    };
    const input = document.querySelector<HTMLInputElement>(".source input[type=file]")!;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(alertText()).toBe(
        "huge.row has 5,000 bytes; a Row puzzle has at most 64 characters, so it was not read",
      ),
    );
    expect(status()).toBe("huge.row was not opened: it is too large.");
    expect(read).toBe(false);
    const panel = document.querySelector<HTMLElement>(".source")!;
    fireEvent.input(textBox(), { target: { value: "" } });
    fireEvent.drop(panel, { dataTransfer: { files: [new File(["2.1"], "small.row")] } });
    await waitFor(() => expect(cell(1).value).toBe("2"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("a saved game that does not read", () => {
  it("says why and opens the first example; the page plays on", () => {
    saveProgress(localStorage, "row", { text: "1x..", history: startHistory([null, 2]), savedAt: 1 });
    renderPage(rowPuzzle, rowBoard);
    expect(status()).toBe(
      "Your saved puzzle could not be opened (line 1, column 2: 'x' is not a digit or '.'); the first example is open instead.",
    );
    expect(cell(1).value).toBe("1");
    fireEvent.input(cell(2), { target: { value: "2" } });
    expect(cell(2).value).toBe("2");
  });

  it("over the limit: refused unread, with the limit", () => {
    const { type, looked } = watched();
    saveProgress(localStorage, "row", { text: "9".repeat(1000), history: startHistory(null), savedAt: 1 });
    renderPage(type, rowBoard);
    expect(status()).toMatch(
      /^Your saved puzzle could not be opened \(the text has 1,000 characters; a Row puzzle has at most 64/,
    );
    // Only the example was read (for the board, and for the home page's preview).
    expect(looked.filter((l) => l.endsWith(" 1000"))).toEqual([]);
    expect(looked).toContain("parse row 4");
    expect(cell(1).value).toBe("1");
  });

  it("with damaged progress: the puzzle opens fresh", () => {
    saveProgress<unknown>(localStorage, "row", {
      text: "2.1",
      history: { past: "x" as never, present: { not: "an attempt" }, future: [7] },
      savedAt: 1,
      checkpoints: [{ name: 5 } as never],
      elapsedMs: "long" as never,
    });
    renderPage(rowPuzzle, rowBoard);
    expect(cell(1).value).toBe("2");
    expect(cell(2).value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("a shared link that does not read", () => {
  it("damaged: says so, and the page stays usable", async () => {
    const { history } = renderPage(rowPuzzle, rowBoard, "/row?p=zAAAA");
    await waitFor(() => expect(status()).toBe("The link is damaged: its puzzle could not be read."));
    await waitFor(() => expect(history.get()).toBe("/row"));
    fireEvent.input(textBox(), { target: { value: "2.1" } });
    fireEvent.click(screen.getByRole("button", { name: "Open text" }));
    expect(cell(1).value).toBe("2");
  });

  it("too large: refused as it is inflated, with the limit", async () => {
    const { type, looked } = watched();
    const p = await encodeForUrl("1".repeat(100_000));
    renderPage(type, rowBoard, `/row?p=${p}`);
    await waitFor(() =>
      expect(alertText()).toBe(
        "the shared puzzle is longer than 64 characters, the most a Row puzzle has, so it was not read",
      ),
    );
    expect(status()).toBe("The shared puzzle could not be opened: it is too large.");
    // The example, parsed for the type's preview, is all any format saw.
    expect(looked).toEqual(["parse row 4"]);
  });

  it("a puzzle that does not parse, or progress that is not JSON: says why, or opens the puzzle fresh", async () => {
    const first = renderPage(rowPuzzle, rowBoard, `/row?p=${await encodeForUrl("1x..")}`);
    await waitFor(() => expect(alertText()).toContain("Line 1, column 2"));
    expect(status()).toBe(
      "The shared puzzle could not be opened: line 1, column 2: 'x' is not a digit or '.'.",
    );
    first.unmount();
    const p = await encodeForUrl("2.1");
    renderPage(rowPuzzle, rowBoard, `/row?p=${p}&s=${await encodeForUrl("{oops")}`);
    await waitFor(() => expect(status()).toBe("Opened the shared puzzle."));
    expect(cell(1).value).toBe("2");
    expect(cell(2).value).toBe("");
  });
});

describe("work about a puzzle another one replaced", () => {
  it("a busy solve: its worker is terminated when another puzzle opens, and the next solve gets a fresh one", async () => {
    renderPage(rowPuzzle, rowBoard, "/row", localStorage, createWorkerRunner(makeFakeWorker));
    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    const busy = FakeWorker.made[0]!;
    expect(busy.sent[0]!.job).toMatchObject({ op: "solve", puzzle: { cells: [1, 0, 3, 0] } });
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();

    fireEvent.input(textBox(), { target: { value: "2.1" } });
    fireEvent.click(screen.getByRole("button", { name: "Open text" }));
    expect(busy.terminated).toBe(true);
    await screen.findByRole("button", { name: "Solve" });
    expect(status()).toBe("Puzzle opened.");

    fireEvent.click(screen.getByRole("button", { name: "Solve" }));
    expect(FakeWorker.made).toHaveLength(2);
    const fresh = FakeWorker.made[1]!;
    expect(fresh.sent[0]!.job).toMatchObject({ op: "solve", puzzle: { cells: [2, 0, 1] } });
    // The old worker's answer, had it come, is about the old puzzle: nobody hears it.
    busy.answer({ status: "none", solutions: [], solutionCount: 0, complete: true, stats: zero });
    fresh.answer({ status: "unique", solutions: [[2, 3, 1]], solutionCount: 1, complete: true, stats: zero });
    await screen.findByText("Exactly one solution.", { selector: "strong" });
  });

  it("a busy generate: stopped when another puzzle opens; a value the type does not take says where", async () => {
    renderPage(rowPuzzle, rowBoard, "/row", localStorage, createWorkerRunner(makeFakeWorker));
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    const busy = FakeWorker.made[0]!;
    fireEvent.input(textBox(), { target: { value: "2.1" } });
    fireEvent.click(screen.getByRole("button", { name: "Open text" }));
    expect(busy.terminated).toBe(true);
    await waitFor(() =>
      expect(status()).toBe("Generating was stopped: another puzzle was opened meanwhile."),
    );
    expect(cell(1).value).toBe("2");

    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    FakeWorker.made[1]!.answer({ cells: [1, 99] });
    await waitFor(() => expect(alertText()).toBe("At cells[1]: 99 is out of range: expected 0 to 9"));
    expect(cell(1).value).toBe("2");
  });
});

const zero = { nodes: 0, failures: 0, propagations: 0, ms: 0 };
