import manifest from "virtual:gridsmith/manifest";
import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, render, screen, waitFor, within } from "@solidjs/testing-library";
import { beforeEach, describe, expect, it } from "vitest";
import { App } from "./App.tsx";
import { genericBoard, loadBoard } from "./boards/index.ts";
import { redirectLegacyHash } from "./pwa/legacy-hash.ts";

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
});

const go = (path: string) => history.replaceState(null, "", path);

describe("App", () => {
  it("says so for a type that is not installed", async () => {
    go("/no-such-puzzle");
    render(() => <App />);
    expect(await screen.findByText("No puzzle type called 'no-such-puzzle' is installed.")).toBeTruthy();
  });

  it("links a type's page to its batch view, and back", async () => {
    go("/sudoku");
    render(() => <App />);
    const tabs = await screen.findByRole("navigation", { name: "Sudoku pages" });
    fireEvent.click(within(tabs).getByRole("link", { name: "Batch" }));
    await screen.findByRole("heading", { level: 1, name: "Sudoku: solve a list" });
    expect(location.pathname).toBe("/sudoku/batch");
    expect(screen.getByRole("button", { name: "Solve all" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Play" }));
    await screen.findByRole("grid", { name: "Sudoku puzzle" });
  });

  it("picks another type in the batch view, keeping the list", async () => {
    go("/nonogram/batch");
    render(() => <App />);
    await screen.findByRole("heading", { level: 1, name: "Nonogram: solve a list" });
    const picker = screen.getByLabelText("Puzzle type") as HTMLSelectElement;
    expect(picker.value).toBe("nonogram");
    fireEvent.input(screen.getByLabelText("Puzzles, one per line"), { target: { value: "10x10:3/1.5" } });
    fireEvent.change(picker, { target: { value: "kakuro" } });
    await screen.findByRole("heading", { level: 1, name: "Kakuro: solve a list" });
    expect(location.pathname).toBe("/kakuro/batch");
    expect((screen.getByLabelText("Puzzles, one per line") as HTMLTextAreaElement).value).toBe("10x10:3/1.5");
  });

  it("opens an old hash link at its clean address", async () => {
    go("/#/sudoku/batch");
    redirectLegacyHash();
    render(() => <App />);
    await screen.findByRole("heading", { level: 1, name: "Sudoku: solve a list" });
    expect(location.pathname + location.hash).toBe("/sudoku/batch");
  });

  it("says so for the batch view of a type that is not installed", async () => {
    go("/no-such-puzzle/batch");
    render(() => <App />);
    await screen.findByText("No puzzle type called 'no-such-puzzle' is installed.", {});
  });

  // Every installed type opens its first example on its own page, with its board or the generic one.
  for (const type of manifest) {
    it(`opens ${type.id}'s first example on its page`, async () => {
      // The type's modules first, awaited, not polled for: on a busy machine their first transform can take
      // longer than any wait for the page would allow, and the page itself then only has to render.
      const board = await loadBoard((await loadPuzzleType(type.id))!);
      go(`/${type.id}`);
      render(() => <App />);
      await screen.findByRole("heading", { level: 1, name: type.title });
      // A type with a play model (the generator's template has one) is played on a grid; one without, as text.
      if (board !== genericBoard) await screen.findByRole("grid", { name: `${type.title} puzzle` });
      else await waitFor(() => expect(document.querySelector(".generic-board")).not.toBeNull());
      expect(document.querySelector("#parse-error")).toBeNull();
      expect(screen.queryByRole("region", { name: "Problems with this puzzle" })).toBeNull();
    });
  }
});
