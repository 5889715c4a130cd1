import manifest from "virtual:gridsmith/manifest";
import { MemoryRouter, Route } from "@solidjs/router";
import { render, screen, waitFor, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { describeType } from "../catalog/manifest.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { Home } from "./Home.tsx";

function renderHome(types = [describeType(rowPuzzle)]) {
  return render(() => (
    <MemoryRouter>
      <Route path="/" component={() => <Home types={types} />} />
    </MemoryRouter>
  ));
}

describe("Home", () => {
  it("lists each type with a link and a live preview of its first example", async () => {
    renderHome();
    const card = screen.getByRole("heading", { name: "Row" }).closest("li")!;
    expect(within(card).getByText("Fill the row with 1 to n, each once.")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Play Row" }).getAttribute("href")).toBe("/row");
    // The row type has no board of its own, so its preview is the generic board's text.
    await waitFor(() => expect(within(card).getByText("1.3.")).toBeTruthy());
    expect(within(card).getByText(/Example: Four · 2 formats/)).toBeTruthy();
  });

  it("says so when no type is installed", () => {
    renderHome([]);
    expect(screen.getByText("No puzzle types are installed yet.")).toBeTruthy();
  });

  it("reads the build's manifest of the real catalog by default", () => {
    render(() => (
      <MemoryRouter>
        <Route path="/" component={Home} />
      </MemoryRouter>
    ));
    for (const type of manifest) expect(screen.getByRole("heading", { name: type.title })).toBeTruthy();
  });
});

describe("catalog manifest", () => {
  it("describes formats, capabilities and a parsed preview", () => {
    const info = describeType(rowPuzzle);
    expect(info.formats.map((f) => [f.id, f.writable])).toEqual([
      ["row", true],
      ["csv", true],
    ]);
    expect(info.can).toEqual({ hint: true, explain: true, generate: true, grade: true });
    expect(info.preview).toEqual({ cells: [1, 0, 3, 0] });
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });
});
