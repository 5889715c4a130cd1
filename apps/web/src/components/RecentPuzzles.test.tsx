import { MemoryRouter, Route } from "@solidjs/router";
import { fireEvent, render, screen, waitFor, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { describeType } from "../catalog/manifest.ts";
import { Home } from "../pages/Home.tsx";
import { startHistory } from "../state/history.ts";
import { listRecent, loadCurrent, saveProgress } from "../state/storage.ts";
import { memoryStorage } from "../test/memory-storage.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { describe as describeEntry } from "./RecentPuzzles.tsx";

function renderHome(storage: Storage | null) {
  return render(() => (
    <MemoryRouter>
      <Route path="/" component={() => <Home types={[describeType(rowPuzzle)]} storage={storage} />} />
      <Route path="/:type" component={() => <p>the puzzle page</p>} />
    </MemoryRouter>
  ));
}

function withTwoPuzzles(): Storage {
  const storage = memoryStorage();
  const base = { history: startHistory([null, 2, null, null]), size: "4×1" };
  saveProgress(storage, "row", { ...base, text: "1.3.", name: "Four", savedAt: 1, filled: 1, total: 4 });
  saveProgress(storage, "row", { ...base, text: "2.1", savedAt: 2, solved: true, checkpoints: [] });
  return storage;
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText("Import progress…"), { target: { files: [file] } });

describe("recent puzzles on the home page", () => {
  it("lists puzzles played, most recent first, with size, progress and when", () => {
    renderHome(withTwoPuzzles());
    const list = screen.getByRole("heading", { name: "Your puzzles" }).parentElement!;
    const links = within(list)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(links).toEqual(["Row: untitled", "Row: Four"]);
    expect(within(list).getByText(/4×1 · solved · last played/)).toBeTruthy();
    expect(within(list).getByText(/4×1 · 1 of 4 cells · last played/)).toBeTruthy();
  });

  it("resumes a puzzle by making it its type's current one", async () => {
    const storage = withTwoPuzzles();
    renderHome(storage);
    fireEvent.click(screen.getByRole("link", { name: "Row: Four" }));
    await screen.findByText("the puzzle page");
    expect(loadCurrent(storage, "row")?.text).toBe("1.3.");
  });

  it("removes one puzzle, or all after asking", () => {
    const storage = withTwoPuzzles();
    renderHome(storage);
    fireEvent.click(screen.getByRole("button", { name: "Remove Row: Four" }));
    expect(screen.queryByRole("link", { name: "Row: Four" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove all…" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(listRecent(storage)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove all…" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove all saved progress" }));
    expect(listRecent(storage)).toEqual([]);
    expect(screen.getByText(/Puzzles you play are kept here/)).toBeTruthy();
  });

  it("imports an exported file, and says what is wrong with a bad one without changing anything", async () => {
    const { exportProgress } = await import("../state/progress-file.ts");
    const file = exportProgress(withTwoPuzzles());
    const storage = memoryStorage();
    saveProgress(storage, "row", { text: "3.", history: startHistory(null), savedAt: 0 });
    renderHome(storage);
    pick(new File(['{"app":"gridsmith"}'], "bad.json", { type: "application/json" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(
        /^bad\.json: This is not a Gridsmith progress file/,
      ),
    );
    expect(listRecent(storage)).toHaveLength(1);
    pick(new File([file], "progress.json", { type: "application/json" }));
    await screen.findByText("Imported 2 puzzles from progress.json.");
    expect(screen.getAllByRole("link", { name: /^Row: / })).toHaveLength(3);
  });

  it("refuses a file far too large for a progress file, unread", async () => {
    const storage = withTwoPuzzles();
    renderHome(storage);
    const huge = new File(["{}"], "huge.json", { type: "application/json" });
    Object.defineProperty(huge, "size", { value: 40_000_000 });
    let read = false;
    huge.text = async () => {
      read = true;
      return "{}";
    };
    pick(huge);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "huge.json was not read: it is 40.0 MB, and a progress file is at most 32.0 MB (the browser keeps less than that).",
      ),
    );
    expect(read).toBe(false);
    expect(listRecent(storage)).toHaveLength(2);
  });

  it("says when the browser cannot save at all", () => {
    renderHome(null);
    expect(screen.getByText(/does not let the site save/)).toBeTruthy();
  });

  it("describes an entry in a few words", () => {
    const at = { typeId: "x", text: "t", savedAt: 0 };
    expect(describeEntry({ ...at, checkpoints: 0 })).toBe("started");
    expect(describeEntry({ ...at, checkpoints: 2, size: "5×5", filled: 3, total: 25 })).toBe(
      "5×5 · 3 of 25 cells · 2 checkpoints",
    );
  });
});
