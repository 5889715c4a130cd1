import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, render, screen, waitFor } from "@solidjs/testing-library";
import { describe, expect, it, vi } from "vitest";
import { pixelsOf as pixels } from "../test/pixels.ts";
import type { Job, Runner } from "../worker/jobs.ts";
import { createLocalRunner } from "../worker/runner.ts";
import { PicturePanel, verdictText } from "./PicturePanel.tsx";

// The nonogram type, reached through the catalog as the site reaches it.
const nonogram = (await loadPuzzleType("nonogram"))!;

// A plus sign: its clues have one solution.
const plus = ["..#..", ".###.", "#####", ".###.", "..#.."];
// Two dots on a diagonal: the other diagonal fits the clues as well.
const dots = ["#....", ".#...", ".....", ".....", "....."];
// Three colours on white (the colour covering most of the border is the background).
const flag = [".....", ".rrb.", ".ggg.", ".rbb.", "....."];

/** The panel with jobs run in-process through a runner that records them, and a picture per file name. */
function setup(pictures: Record<string, string[]>) {
  const local = createLocalRunner((id) => (id === "nonogram" ? nonogram : undefined));
  const jobs: Job["op"][] = [];
  const runner: Runner = {
    run(job, onProgress) {
      jobs.push(job.op);
      return local.run(job, onProgress);
    },
  };
  const onPlay = vi.fn<(text: string, attempt?: string[]) => void>();
  const read = async (file: File) => {
    const picture = pictures[file.name];
    if (!picture) throw new Error("not a picture");
    return pixels(picture);
  };
  render(() => <PicturePanel type={nonogram} runner={runner} onPlay={onPlay} read={read} />);
  return { jobs, onPlay };
}

const open = (name: string) =>
  fireEvent.change(screen.getByLabelText("Open a picture…"), {
    target: { files: [new File(["x"], name, { type: "image/png" })] },
  });
const status = () => screen.getByRole("status");

describe("the picture panel", () => {
  it("turns a picture into a puzzle in the worker, shows it, says it is unique, and plays it", async () => {
    const { jobs, onPlay } = setup({ "plus.png": plus });
    expect(status().getAttribute("aria-live")).toBe("polite");
    open("plus.png");
    await waitFor(() =>
      expect(status().textContent).toBe("A 5×5 puzzle in black and white with exactly one solution."),
    );
    expect(jobs).toEqual(["picture"]);
    // The size follows the picture (smaller than the default grid, so one cell a pixel).
    expect((screen.getByLabelText("Rows") as HTMLInputElement).value).toBe("5");
    expect((screen.getByLabelText("Columns") as HTMLInputElement).value).toBe("5");
    const preview = screen.getByRole("img", { name: /5 rows by 5 columns in 1 colour besides/ });
    const codes = [...preview.querySelectorAll("rect.picture-cell")].map((r) => r.getAttribute("data-code"));
    expect(codes.join("")).toBe(plus.join(""));
    expect(screen.queryByRole("button", { name: /givens/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Play this puzzle" }));
    const [text, attempt] = onPlay.mock.calls[0]!;
    expect(attempt).toBeUndefined();
    const format = nonogram.formats.find((f) => f.serialize && f.detect?.(text));
    const puzzle = (format ?? nonogram.formats[0]!).parse(text) as { rows: number[][] };
    expect(puzzle.rows).toEqual([[1], [3], [5], [3], [1]]);
  });

  it("marks the cells two solutions differ in, finds givens, and starts the board with them", async () => {
    const { jobs, onPlay } = setup({ "dots.png": dots });
    open("dots.png");
    await waitFor(() => expect(status().textContent).toMatch(/more than one solution: 4 cells differ/));
    const marked = () =>
      [...document.querySelectorAll(".picture-differs")].map(
        (g) => `${g.getAttribute("data-row")},${g.getAttribute("data-col")}`,
      );
    expect(marked()).toEqual(["0,0", "0,1", "1,0", "1,1"]);
    expect(screen.getByText(/where two solutions differ \(row 1 column 1, row 1 column 2/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add the givens that make it unique" }));
    await waitFor(() =>
      expect(status().textContent).toMatch(/^With 1 given the puzzle has exactly one solution/),
    );
    expect(jobs).toEqual(["picture", "picture-givens"]);
    expect(marked()).toEqual([]);
    const given = document.querySelector(".picture-given")!;
    const code = dots[Number(given.getAttribute("data-row"))]![Number(given.getAttribute("data-col"))]!;
    expect(screen.getByText(/Puzzle files have no place for givens/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Play this puzzle" }));
    const attempt = onPlay.mock.calls[0]![1]!;
    expect(attempt).toHaveLength(5);
    // The given, filled in (a background given is a crossed-out cell); every other cell open.
    expect(attempt.join("").replaceAll("?", "")).toBe(code === "#" ? "#" : "x");

    fireEvent.click(screen.getByLabelText("Start with the givens filled in"));
    fireEvent.click(screen.getByRole("button", { name: "Play this puzzle" }));
    expect(onPlay.mock.calls[1]![1]).toBeUndefined();
  });

  it("remakes the puzzle when the size or colours change, and downloads it", async () => {
    const { jobs } = setup({ "flag.png": flag });
    open("flag.png");
    await waitFor(() => expect(status().textContent).toMatch(/^A 5×5 puzzle in black and white/));
    fireEvent.change(screen.getByLabelText("Colours"), { target: { value: "3" } });
    await waitFor(() => expect(status().textContent).toMatch(/^A 5×5 puzzle in 3 colours/));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^background/),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    const input = screen.getByLabelText("Columns") as HTMLInputElement;
    input.value = "10";
    fireEvent.change(input);
    await waitFor(() => expect(status().textContent).toMatch(/^A 5×10 puzzle in 3 colours/));
    expect(jobs).toEqual(["picture", "picture", "picture"]);

    const made: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      made.push(blob);
      return "blob:picture";
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: () => {} });
    // jsdom cannot follow the download link; the blob handed to it is what is checked.
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    // The format shown is the one Download writes: at first the one that keeps the colours' names.
    const formatField = screen.getByLabelText("Format") as HTMLSelectElement;
    expect(formatField.value).toBe("xml");
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(status().textContent).toMatch(/^Downloaded the puzzle as webpbn XML/);
    expect(await made[0]!.text()).toMatch(/<color name="\w+/);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("flag.xml");
    fireEvent.change(formatField, { target: { value: "json" } });
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(JSON.parse(await made[1]!.text()).palette).toHaveLength(4);
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe("flag.json");
    click.mockRestore();
  });

  it("says so when a file is not a picture", async () => {
    setup({});
    open("notes.txt");
    await waitFor(() => expect(status().textContent).toBe("Could not read notes.txt: not a picture."));
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("the verdict in words", () => {
  const made = (rows: number, cols: number) => ({
    grid: Array.from({ length: rows }, () => ".".repeat(cols)),
    palette: [0, 1, 2].map((i) => ({ name: `c${i}`, rgb: "#000000", code: `${i}` })),
    verdict: { status: "unique" as const },
  });
  it("says 'an' before a size said with a vowel, 'a' before the others", () => {
    expect(verdictText(made(8, 8))).toBe("An 8×8 puzzle in 2 colours with exactly one solution.");
    expect(verdictText(made(11, 5))).toMatch(/^An 11×5 /);
    expect(verdictText(made(18, 5))).toMatch(/^An 18×5 /);
    expect(verdictText(made(5, 8))).toMatch(/^A 5×8 /);
    expect(verdictText(made(20, 20))).toMatch(/^A 20×20 /);
  });
});
