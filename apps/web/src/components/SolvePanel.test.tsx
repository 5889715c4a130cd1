import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { fireEvent, screen, waitFor } from "@solidjs/testing-library";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { heldRunner } from "../test/held-runner.ts";
import { playedType } from "../test/play-boards.ts";
import { renderPage } from "../test/render-page.tsx";

// The solve panel's advanced search option, on a real sudoku page whose jobs run in-process.

let sudoku: AnyPuzzleType;
beforeAll(async () => {
  sudoku = (await loadPuzzleType("sudoku"))!;
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const { runner, held } = heldRunner(sudoku, false);
  renderPage(sudoku, playedType("sudoku").board, "/sudoku", localStorage, runner);
  fireEvent.input(screen.getByLabelText(/type or paste a puzzle/i), {
    target: { value: sudoku.examples[0]!.text },
  });
  fireEvent.click(screen.getByRole("button", { name: "Open text" }));
  return held;
}

const chooseSearch = (value: string) =>
  fireEvent.change(screen.getByLabelText("Search"), { target: { value } });

async function solve() {
  fireEvent.click(screen.getByRole("button", { name: "Solve" }));
  // The click clears the last result at once; the next one shows when this solve is done.
  expect(document.querySelector(".solve-result")).toBeNull();
  await waitFor(() =>
    expect(document.querySelector(".solve-result")?.getAttribute("data-status")).toBe("unique"),
  );
}

describe("the solve panel's search option", () => {
  it("leaves the search to the type by default, and forces learning on or off when chosen", async () => {
    const held = setup();
    const asked = () =>
      held.filter((h) => h.job.op === "solve").map((h) => ("learning" in h.job ? h.job.learning : "unset"));
    await solve();
    chooseSearch("on");
    await solve();
    chooseSearch("off");
    await solve();
    expect(asked()).toEqual(["unset", true, false]);
  });

  it("sends the choice to the server when solving there", async () => {
    const bodies: unknown[] = [];
    const answer = sudoku.solve(sudoku.formats[0]!.parse(sudoku.examples[0]!.text), {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
      }),
    );
    setup();
    fireEvent.click(screen.getByLabelText(/solve on the server/i));
    await solve();
    chooseSearch("off");
    await solve();
    expect(bodies.map((b) => (b as { learning?: boolean }).learning)).toEqual([undefined, false]);
  });
});
