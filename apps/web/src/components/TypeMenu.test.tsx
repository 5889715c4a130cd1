import { MemoryRouter, Route, useLocation } from "@solidjs/router";
import { fireEvent, render, screen, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { describeType, type TypeInfo } from "../catalog/manifest.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { TypeMenu } from "./TypeMenu.tsx";

const row = describeType(rowPuzzle);
const types: TypeInfo[] = [
  { ...row, id: "lightup", title: "Light Up", kind: "shading" },
  { ...row, id: "mashu", title: "Masyu", kind: "lines" },
  { ...row, id: "hitori", title: "Hitori", kind: "shading" },
  row,
];

function renderMenu() {
  const Page = () => {
    const location = useLocation();
    return (
      <>
        <TypeMenu types={types} />
        <p>at {location.pathname}</p>
        <button type="button">elsewhere</button>
      </>
    );
  };
  render(() => (
    <MemoryRouter>
      <Route path="*" component={Page} />
    </MemoryRouter>
  ));
  const nav = screen.getByRole("navigation", { name: "Puzzle types" });
  const button = within(nav).getByRole("button", { name: /Puzzle types/ });
  return { nav, button };
}

describe("TypeMenu", () => {
  it("is a disclosure button over the types grouped by kind, closed at first", () => {
    const { nav, button } = renderMenu();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(list.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
    const groups = within(nav).getAllByRole("list");
    expect(groups.map((g) => g.getAttribute("aria-labelledby"))).toEqual([
      "menu-kind-shading",
      "menu-kind-lines",
      "menu-kind-other",
    ]);
    const shading = within(nav).getByRole("list", { name: "Shade cells" });
    expect(
      within(shading)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/lightup", "/hitori"]);
    fireEvent.click(button);
    expect(list.hidden).toBe(true);
  });

  it("closes on Escape with focus back on its button, and when a type is chosen", async () => {
    const { nav, button } = renderMenu();
    fireEvent.click(button);
    const link = within(nav).getByRole("link", { name: "Masyu" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(within(nav).getByRole("link", { name: "Masyu" }));
    expect(await screen.findByText("at /mashu")).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when focus or a click goes outside it", () => {
    const { nav, button } = renderMenu();
    const elsewhere = screen.getByRole("button", { name: "elsewhere" });
    fireEvent.click(button);
    fireEvent.focusOut(within(nav).getByRole("link", { name: "Hitori" }), { relatedTarget: elsewhere });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    fireEvent.pointerDown(elsewhere);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    // A click inside leaves it open.
    fireEvent.click(button);
    fireEvent.pointerDown(within(nav).getByRole("link", { name: "Hitori" }));
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });
});
