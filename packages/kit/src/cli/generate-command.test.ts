import { describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import type { CliSpec } from "./runner.js";
import { run, tempFolder, throwingIn } from "./runner.test-helpers.js";

const { file } = tempFolder();

describe("runCli generate", () => {
  it("generates reproducibly from a seed", async () => {
    const spec: Partial<CliSpec> = {
      params: {
        fields: [{ name: "n", label: "Side", kind: "number" }],
        read: (v) => ({ n: Number(v.n ?? 3) }),
      },
    };
    const a = await run(["generate", "--seed", "5", "--count", "2", "--n", "3"], "", spec);
    const b = await run(["generate", "--seed", "5", "--count", "2", "--n", "3"], "", spec);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out.trim().split("\n\n")).toHaveLength(2);
  });

  it("passes a file's text for a generator flag marked file, and the flag's own text otherwise", async () => {
    const seen: unknown[] = [];
    const spec: Partial<CliSpec> = {
      params: {
        fields: [{ name: "list", label: "List", kind: "text", file: true }],
        read: (v) => {
          seen.push(v.list);
          return { n: 2 };
        },
      },
    };
    await run(["generate", "--list", file("list.txt", "a b\nc\n")], "", spec);
    await run(["generate", "--list", "a b c"], "", spec);
    expect(seen).toEqual(["a b\nc\n", "a b c"]);
    const help = (await run(["--help"], "", spec)).out;
    expect(help).toContain("[--list TEXT|FILE]");
    expect(help).toContain("generate options:\n  --list TEXT|FILE  List\n");
  });

  it("lists the generator's flags from the type's params fields: their values, bounds and defaults", async () => {
    const help = (await run(["--help"])).out;
    expect(help).toContain("[--size N]");
    expect(help).toContain("  --size N  Size: the side (1 to 9; default 3)");
    const generated = await run(["generate", "--size", "2", "--seed", "0"]);
    expect(generated).toMatchObject({ code: 0, out: "1221\n" });
    const wrong = await run(["generate", "--size", "12"]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain("--size takes 1 to 9, got '12'");
  });

  it("gives up on a generator that runs past --timeout-ms, saying so, with exit 1", async () => {
    // A generator that never returns: only the command's own bound ends it (no wall time is asserted).
    const type = {
      ...latinSquare,
      generate(): never {
        for (;;);
      },
    };
    const stuck = await run(["generate", "--seed", "1", "--timeout-ms", "50"], "", { type });
    expect(stuck.code).toBe(1);
    expect(stuck.err).toContain("cannot generate: gave up after 0.05 s (--timeout-ms 50)");
    expect(stuck.out).toBe("");
    // The bound leaves a generator that returns alone.
    expect(await run(["generate", "--size", "2", "--seed", "0", "--timeout-ms", "5000"])).toMatchObject({
      code: 0,
      out: "1221\n",
    });
  });

  it("awaits the type's prepareGenerate before generating", async () => {
    const events: string[] = [];
    const type = {
      ...latinSquare,
      async prepareGenerate(params: unknown) {
        await new Promise((r) => setTimeout(r, 5));
        events.push(`prepared ${JSON.stringify(params)}`);
      },
      generate(params: unknown, seed: number) {
        events.push("generated");
        return latinSquare.generate!(params as never, seed);
      },
    };
    const { code } = await run(["generate", "--seed", "1"], "", {
      type,
      params: { fields: [], read: () => ({ n: 2 }) },
    });
    expect(code).toBe(0);
    expect(events).toEqual(['prepared {"n":2}', "generated"]);
  });

  it("says why it cannot generate, with exit 1, when the generator or its preparation throws", async () => {
    const refuse = throwingIn("generate", new RangeError("a grid of 0 cells"));
    const a = await run(["generate"], "", { type: refuse });
    expect(a).toMatchObject({ code: 1, err: "latin: cannot generate: a grid of 0 cells\n" });
    const missing = { ...latinSquare, prepareGenerate: () => Promise.reject(new Error("no dictionary")) };
    const b = await run(["generate"], "", { type: missing });
    expect(b).toMatchObject({ code: 1, err: "latin: cannot generate: no dictionary\n" });
  });
});
