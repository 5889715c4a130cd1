import { fireEvent, render, screen, within } from "@solidjs/testing-library";
import { beforeEach, describe, expect, it } from "vitest";
import { App } from "../App.tsx";

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/nonogram");
});

describe("the picture route", () => {
  it("is a tab of the nonogram page, and only of it", async () => {
    render(() => <App />);
    const tabs = await screen.findByRole("navigation", { name: "Nonogram pages" });
    fireEvent.click(within(tabs).getByRole("link", { name: "From a picture" }));
    await screen.findByRole("heading", { level: 1, name: "Nonogram from a picture" });
    expect(location.pathname).toBe("/nonogram/picture");
    expect(screen.getByLabelText("Open a picture…")).toBeTruthy();
    expect(screen.getByRole("link", { name: "From a picture" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("link", { name: "Play" }));
    await screen.findByRole("grid", { name: "Nonogram puzzle" });
  });

  it("is not offered for other types", async () => {
    history.replaceState(null, "", "/sudoku");
    render(() => <App />);
    const tabs = await screen.findByRole("navigation", { name: "Sudoku pages" });
    expect(within(tabs).queryByRole("link", { name: "From a picture" })).toBeNull();
  });
});
