import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, render, screen } from "@solidjs/testing-library";
import { describe, expect, it, vi } from "vitest";
import { gridCell as cell } from "../../test/grid-cell.ts";
import { boardFor } from "./index.ts";

const NonogramEditor = boardFor((await loadPuzzleType("nonogram"))!.play!).Editor!;

describe("NonogramEditor", () => {
  it("draws a picture of the chosen size and hands on its clues", () => {
    const onDone = vi.fn();
    render(() => <NonogramEditor onDone={onDone} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("Height"), { target: { value: "2" } });
    expect(screen.getAllByRole("gridcell")).toHaveLength(6);
    // ##.
    // .##   drawn with the keyboard from the top left cell
    for (const key of [" ", "ArrowRight", " ", "ArrowDown", " ", "ArrowRight", " "]) {
      fireEvent.keyDown(cell(1, 1), { key });
    }
    fireEvent.click(screen.getByRole("button", { name: "Use this picture's clues" }));
    expect(onDone).toHaveBeenCalledWith({ rows: [[2], [2]], columns: [[1], [2], [1]] });
  });

  it("keeps sizes within 1 to 60, and Cancel hands on nothing", () => {
    const onDone = vi.fn();
    const onCancel = vi.fn();
    render(() => <NonogramEditor onDone={onDone} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Height"), { target: { value: "500" } });
    expect(screen.getAllByRole("gridcell")).toHaveLength(60);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });
});
