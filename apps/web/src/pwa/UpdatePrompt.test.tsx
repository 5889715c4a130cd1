import { fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "./UpdatePrompt.tsx";

describe("update prompt", () => {
  it("shows only while a new version waits; Reload and Later do what they say", () => {
    const [waiting, setWaiting] = createSignal(false);
    const onReload = vi.fn();
    render(() => (
      <UpdatePrompt waiting={waiting()} onReload={onReload} onDismiss={() => setWaiting(false)} />
    ));
    expect(screen.queryByRole("alert")).toBeNull();
    setWaiting(true);
    expect(screen.getByRole("alert").textContent).toContain("A new version is ready.");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
