import { fireEvent, render, screen } from "@solidjs/testing-library";
import { describe, expect, it, vi } from "vitest";
import { gridCell as square } from "../../test/grid-cell.ts";
import { CrosspatchEditor } from "./Editor.tsx";

describe("CrosspatchEditor", () => {
  it("draws a framework with a given letter and hands it on with the words, uppercased", () => {
    const onDone = vi.fn();
    render(() => <CrosspatchEditor onDone={onDone} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Rows"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("Columns"), { target: { value: "3" } });
    expect(screen.getAllByRole("gridcell")).toHaveLength(9);
    for (const c of [1, 2, 3]) fireEvent.click(square(1, c));
    fireEvent.keyDown(square(2, 1), { key: "a" });
    expect(square(2, 1).getAttribute("aria-label")).toBe("Row 2, column 1, given A");
    fireEvent.keyDown(square(1, 3), { key: " " });
    expect(square(1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, no cell");
    fireEvent.keyDown(square(1, 2), { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: " " });
    fireEvent.input(screen.getByLabelText("Words, separated by spaces or lines"), {
      target: { value: "cat\nca " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Use this puzzle" }));
    expect(onDone).toHaveBeenCalledWith({ grid: ["###", "A"], words: ["CAT", "CA"] });
  });

  it("keeps sizes within 2 to 25", () => {
    render(() => <CrosspatchEditor onDone={() => {}} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Rows"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Columns"), { target: { value: "99" } });
    expect(screen.getAllByRole("gridcell")).toHaveLength(2 * 25);
  });
});
