import manifest from "virtual:gridsmith/manifest";
import { render, screen, waitFor } from "@solidjs/testing-library";
import { beforeEach, describe, expect, it } from "vitest";
import { App } from "./App.tsx";
import { genericBoard, loadBoard } from "./boards/index.ts";

beforeEach(() => {
  localStorage.clear();
  location.hash = "";
});

describe("App", () => {
  it("says so for a type that is not installed", async () => {
    location.hash = "#/no-such-puzzle";
    render(() => <App />);
    expect(
      await screen.findByText(
        "No puzzle type called 'no-such-puzzle' is installed.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  // Every installed type opens its first example on its own page, with its board or the generic one.
  for (const type of manifest) {
    it(`opens ${type.id}'s first example on its page`, async () => {
      location.hash = `#/${type.id}`;
      render(() => <App />);
      await screen.findByRole("heading", { level: 1, name: type.title }, { timeout: 10_000 });
      // A board stub (as the generator writes) is the generic board under the type's own name.
      if ((await loadBoard(type.id)) !== genericBoard)
        await screen.findByRole("grid", { name: `${type.title} puzzle` }, { timeout: 10_000 });
      else
        await waitFor(() => expect(document.querySelector(".generic-board")).not.toBeNull(), {
          timeout: 10_000,
        });
      expect(document.querySelector("#parse-error")).toBeNull();
      expect(screen.queryByRole("region", { name: "Problems with this puzzle" })).toBeNull();
    });
  }
});
