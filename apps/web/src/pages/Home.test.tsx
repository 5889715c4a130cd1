import manifest from "virtual:gridsmith/manifest";
import type { AnyPuzzleType, TypeDetection } from "@gridsmith/kit";
import { MemoryRouter, Route, useLocation } from "@solidjs/router";
import { fireEvent, render, screen, waitFor, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { describeType, type TypeInfo } from "../catalog/manifest.ts";
import type { FindType } from "../components/OpenAnyPuzzle.tsx";
import { decodeFromUrl } from "../state/share.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { Home } from "./Home.tsx";

const row = describeType(rowPuzzle);
const typeInfo = (id: string, title: string, kind: TypeInfo["kind"], names: string[] = []): TypeInfo => ({
  ...row,
  id,
  title,
  kind,
  names,
});
const several = [
  typeInfo("lightup", "Light Up", "shading", ["akari"]),
  typeInfo("mashu", "Masyu", "lines", ["pearl"]),
  typeInfo("hitori", "Hitori", "shading"),
  row,
];

function renderHome(types: TypeInfo[] = [row], find?: FindType) {
  let where = () => "";
  render(() => (
    <MemoryRouter>
      <Route
        path="/"
        component={() => {
          return <Home types={types} storage={null} find={find} />;
        }}
      />
      <Route
        path="/:type"
        component={() => {
          const location = useLocation();
          where = () => location.pathname + location.search;
          return <p>on {location.pathname}</p>;
        }}
      />
    </MemoryRouter>
  ));
  return { where: () => where() };
}

const pasteBox = () => screen.getByLabelText(/Paste a puzz\.link link/) as HTMLTextAreaElement;
const found = (type: Pick<AnyPuzzleType, "id" | "title">): TypeDetection => ({
  kind: "found",
  type: type as AnyPuzzleType,
  format: rowPuzzle.formats[0]!,
  rivals: [],
});

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

  it("groups the types under their kind's heading, a type without a kind under Other puzzles", () => {
    renderHome(several);
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Shade cells", "Draw lines and loops", "Other puzzles"]);
    const shading = screen.getByRole("region", { name: "Shade cells" });
    expect(
      within(shading)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Light Up", "Hitori"]);
    expect(within(shading).getByText(/also called akari/)).toBeTruthy();
  });

  it("filters by title, id and other names, says the count politely, and says when nothing matches", async () => {
    renderHome(several);
    const search = screen.getByRole("searchbox", { name: "Search puzzle types" });
    const said = () => document.getElementById("type-search-count")!;
    expect(said().getAttribute("aria-live")).toBe("polite");
    expect(search.getAttribute("aria-describedby")).toBe("type-search-count");

    fireEvent.input(search, { target: { value: "AKARI" } });
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["Light Up"]);
    expect(said().textContent).toBe("1 of 4 puzzle types matches.");

    fireEvent.input(search, { target: { value: "light-up" } });
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["Light Up"]);
    fireEvent.input(search, { target: { value: "mashu" } });
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Draw lines and loops",
    ]);
    fireEvent.input(search, { target: { value: "h" } });
    expect(said().textContent).toBe("3 of 4 puzzle types match.");

    fireEvent.input(search, { target: { value: "chess" } });
    expect(screen.queryAllByRole("heading", { level: 4 })).toEqual([]);
    expect(screen.getByText("No puzzle type matches your search.")).toBeTruthy();
    expect(said().textContent).toBe('No puzzle type matches "chess".');

    fireEvent.input(search, { target: { value: "" } });
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(4);
    expect(said().textContent).toBe("");
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

describe("Home: open any puzzle", () => {
  it("opens a pasted puzzle on its type's page, in the address a shared link has", async () => {
    const asked: [string, string | undefined][] = [];
    const { where } = renderHome([row], async (text, filename) => {
      asked.push([text, filename]);
      return found(rowPuzzle);
    });
    const box = pasteBox();
    box.value = "1.3.";
    fireEvent.paste(box);
    await waitFor(() => expect(where()).toMatch(/^\/row\?p=/));
    expect(asked).toEqual([["1.3.", undefined]]);
    const p = new URLSearchParams(where().split("?")[1]).get("p")!;
    expect(await decodeFromUrl(p)).toEqual({ text: "1.3." });
  });

  it("opens a dropped file, giving its name to detection", async () => {
    const asked: [string, string | undefined][] = [];
    const { where } = renderHome([row], async (text, filename) => {
      asked.push([text, filename]);
      return found(rowPuzzle);
    });
    const panel = screen.getByRole("region", { name: "Open any puzzle" });
    const file = new File(["12.."], "mine.row");
    fireEvent.drop(panel, { dataTransfer: { files: [file] } });
    await waitFor(() => expect(where()).toMatch(/^\/row\?p=/));
    expect(asked).toEqual([["12..", "mine.row"]]);
  });

  it("refuses a file far larger than any type reads, unread", async () => {
    renderHome([row], async () => found(rowPuzzle));
    const panel = screen.getByRole("region", { name: "Open any puzzle" });
    const file = new File(["1".repeat(3 * rowPuzzle.limits.maxTextLength + 1)], "huge.row");
    fireEvent.drop(panel, { dataTransfer: { files: [file] } });
    await screen.findByText(/huge\.row has 193 bytes, more than any installed puzzle type reads/);
    expect(pasteBox().value).toBe("");
  });

  it("says clearly when no type reads the text, and when every reading fails", async () => {
    let answer: TypeDetection = { kind: "none" };
    renderHome(several, async () => answer);
    fireEvent.input(pasteBox(), { target: { value: "hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByText(/This text is not a puzzle any installed type reads/);
    answer = {
      kind: "unreadable",
      claims: [
        {
          type: { ...rowPuzzle, title: "Light Up" },
          format: rowPuzzle.formats[0]!,
          byExtension: false,
          error: "too long",
        },
        {
          type: { ...rowPuzzle, title: "Hitori" },
          format: rowPuzzle.formats[0]!,
          byExtension: false,
          error: "bad",
        },
      ],
    };
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByText(
      "This text looks like Light Up or Hitori, but none of them reads it: as Light Up, too long; as Hitori, bad.",
    );
    fireEvent.input(pasteBox(), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByText(/Paste a puzzle first/);
  });

  it("asks which type when several read the text, and opens the one chosen", async () => {
    const { where } = renderHome(several, async () => ({
      kind: "ambiguous",
      claims: [
        {
          type: { ...rowPuzzle, id: "lightup", title: "Light Up" },
          format: rowPuzzle.formats[0]!,
          byExtension: false,
        },
        {
          type: { ...rowPuzzle, id: "hitori", title: "Hitori" },
          format: rowPuzzle.formats[0]!,
          byExtension: false,
        },
      ],
    }));
    fireEvent.input(pasteBox(), { target: { value: "1.2." } });
    fireEvent.keyDown(pasteBox(), { key: "Enter", ctrlKey: true });
    await screen.findByText("This text reads as Light Up or Hitori. Which is it?");
    const choices = screen.getByRole("list", { name: "Open it as" });
    fireEvent.click(within(choices).getByRole("button", { name: "Open as Hitori" }));
    await waitFor(() => expect(where()).toMatch(/^\/hitori\?p=/));
  });

  it("detects with the real catalog: a puzz.link link opens on its type's page", async () => {
    const { where } = renderHome(manifest);
    const box = pasteBox();
    box.value = "https://puzz.link/p?akari/3/3/.a.";
    fireEvent.paste(box);
    await waitFor(() => expect(where()).toMatch(/^\/lightup\?p=/));
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

  it("gives each type its kind (other when it says none) and its other names", () => {
    expect(describeType(rowPuzzle)).toMatchObject({ kind: "other", names: [] });
    expect(describeType({ ...rowPuzzle, kind: "numbers" }).kind).toBe("numbers");
    const lightup = manifest.find((t) => t.id === "lightup");
    if (lightup) expect(lightup).toMatchObject({ kind: "shading", names: ["akari", "bijutsukan"] });
    const mashu = manifest.find((t) => t.id === "mashu");
    // "masyu" is its title written as one word, so not another name.
    if (mashu) expect(mashu.names).toEqual(["pearl"]);
  });
});
