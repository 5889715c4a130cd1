import type { AnyPuzzleType } from "@gridsmith/kit";
import { fireEvent, render, screen, waitFor } from "@solidjs/testing-library";
import { describe, expect, it, vi } from "vitest";
import { describeType } from "../catalog/manifest.ts";
import type { Session } from "../state/session.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { SharePanel } from "./SharePanel.tsx";

// The row puzzle with a puzz.link-style format, as sudoku, kakuro and nonogram have one.
const linked: AnyPuzzleType = {
  ...rowPuzzle,
  formats: [
    ...rowPuzzle.formats,
    {
      id: "puzzlink",
      name: "puzz.link URL",
      extensions: ["url"],
      parse: (text: string) => rowPuzzle.formats[0]!.parse(text.slice(text.lastIndexOf("/") + 1)),
      serialize: (p: { cells: number[] }) =>
        `https://puzz.link/p?row/${p.cells.length}/1/${p.cells.map((c) => c || ".").join("")}`,
      detect: (text: string) => text.startsWith("https://puzz.link/p?row/"),
    },
  ],
};

function renderPanel(type: AnyPuzzleType) {
  const text = "1.3.";
  // Only what the panel reads of a session.
  const session = {
    type,
    loaded: () => ({ text, puzzle: type.formats[0]!.parse(text) }),
    attempt: () => undefined,
  } as unknown as Session;
  const onStatus = vi.fn();
  render(() => <SharePanel session={session} info={describeType(type)} onStatus={onStatus} />);
  return onStatus;
}

describe("SharePanel", () => {
  it("offers a puzz.link link for a type whose package writes one", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onStatus = renderPanel(linked);
    fireEvent.click(screen.getByRole("button", { name: "Copy a puzz.link link" }));
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith("puzz.link link copied."));
    expect(writeText).toHaveBeenCalledWith("https://puzz.link/p?row/4/1/1.3.");
    expect((screen.getByLabelText("Link to this puzzle") as HTMLInputElement).value).toBe(
      "https://puzz.link/p?row/4/1/1.3.",
    );
    // The link is offered by its button, not as a file download.
    expect(screen.queryByRole("button", { name: /Download \.url/ })).toBeNull();
  });

  it("has no puzz.link button for other types", () => {
    renderPanel(rowPuzzle);
    expect(screen.queryByRole("button", { name: "Copy a puzz.link link" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy a link" })).toBeTruthy();
  });
});

describe("SharePanel's puzz.link link", () => {
  it("opens the puzzle in puzz.link, in a new tab", () => {
    renderPanel(linked);
    const open = screen.getByRole("link", { name: "Open in puzz.link" }) as HTMLAnchorElement;
    expect(open.href).toBe("https://puzz.link/p?row/4/1/1.3.");
    expect(open.target).toBe("_blank");
    expect(open.rel).toContain("noopener");
  });

  it("is not offered by a type whose package writes no link", () => {
    renderPanel(rowPuzzle);
    expect(screen.queryByRole("link", { name: "Open in puzz.link" })).toBeNull();
  });
});
