import { describe, expect, it } from "vitest";
import { firstSolutions, fragile, typesModule } from "./batch-types.test-helpers.js";
import type { CliIo } from "./cli-io.js";
import { runPackageCli } from "./package-main.js";

describe("runPackageCli", () => {
  it("runs a batch on threads started from the package's module, with the spec it loads", async () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`);
    let out = "";
    const io: CliIo = { out: (t) => (out += t), err: () => {}, readStdin: () => words.join("\n") };
    let loaded = 0;
    const load = async () => {
      loaded++;
      return { type: fragile };
    };
    const code = await runPackageCli(typesModule, load, ["solve", "--lines", "--json", "--jobs=2"], io);
    expect(code).toBe(0);
    expect(loaded).toBe(1);
    expect(firstSolutions(out)).toEqual(words.map((w) => w.toUpperCase()));
  });
});
