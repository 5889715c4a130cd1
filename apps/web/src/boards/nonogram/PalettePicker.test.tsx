import { fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { describe, expect, it } from "vitest";
import { colourPuzzle } from "../../test/colour-nonogram.ts";
import { PalettePicker } from "./PalettePicker.tsx";

describe("PalettePicker", () => {
  it("shows each colour with its swatch, name and code, the current one pressed, and picks on click", () => {
    const [current, setCurrent] = createSignal("r");
    render(() => <PalettePicker palette={colourPuzzle.palette!} current={current()} onPick={setCurrent} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["1red r", "2green g", "3cream c", "×Cross out x"]);
    const red = screen.getByRole("button", { name: /red/ });
    expect(red.getAttribute("aria-pressed")).toBe("true");
    expect((red.querySelector(".nono-swatch") as HTMLElement).style.background).toMatch(
      /rgb\(214, 40, 40\)|#d62828/,
    );
    // A light colour gets black digits, a dark one white.
    expect(
      (screen.getByRole("button", { name: /cream/ }).querySelector(".nono-swatch") as HTMLElement).style
        .color,
    ).toBe("rgb(0, 0, 0)");
    fireEvent.click(screen.getByRole("button", { name: /green/ }));
    expect(current()).toBe("g");
    expect(screen.getByRole("button", { name: /green/ }).getAttribute("aria-pressed")).toBe("true");
    expect(red.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: /Cross out/ }));
    expect(current()).toBe(".");
  });
});
