import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SolverPool } from "./pool/solver-pool.js";
import { fakeApp, fakePool } from "./testing/app.test-helpers.js";

// Bodies a client might send by mistake or on purpose: none may produce a 500. (The crash and stubborn
// fake types are left out: crashing and running long are what they are for.)
let pool: SolverPool;
let app: ReturnType<typeof fakeApp>;

beforeAll(async () => {
  pool = await fakePool({ threads: 2 });
  app = fakeApp(pool, { defaultTimeoutMs: 2000 });
});
afterAll(() => pool.destroy());

const ops = ["parse", "solve", "check", "hint", "explain", "grade", "generate", "convert"];
const typeIds = ["latin", "slow", "unknown", "", "%2e%2e", "latin%00", "nope"];

const latinish = fc
  .tuple(
    fc.array(fc.stringMatching(/^[.1-9x ]{0,10}$/), { maxLength: 10 }),
    fc.constantFrom("\n", "\r\n", "/"),
  )
  .map(([rows, separator]) => rows.join(separator));

/** Well-formed latin-square text (rows of n digits 1..n or '.'), so solvers really run. */
const latinText = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc.array(
      fc.array(fc.constantFrom(".", ".", ...Array.from({ length: n }, (_, i) => String(i + 1))), {
        minLength: n,
        maxLength: n,
      }),
      { minLength: n, maxLength: n },
    ),
  )
  .map((rows) => rows.map((r) => r.join("")).join("\n"));

const field = fc.oneof(fc.jsonValue(), latinish, fc.integer({ min: -5, max: 70_000 }));

/** Valid values four times in five, so requests get past validation to the puzzle code. */
function mostly<T, U>(valid: fc.Arbitrary<T>, odd: fc.Arbitrary<U>): fc.Arbitrary<T | U> {
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: odd });
}

const extras = fc.record(
  {
    format: mostly(fc.constantFrom("grid", "slash", "legacy", "ms"), fc.constantFrom("ipuz", "")),
    to: fc.constantFrom("grid", "slash", "legacy", "ms", "x"),
    attempt: field,
    params: fc.oneof(field, fc.record({ size: fc.integer({ min: -2, max: 6 }) })),
    seed: mostly(fc.nat(), fc.oneof(fc.integer(), fc.double())),
    limit: mostly(
      fc.integer({ min: 1, max: 20 }),
      fc.oneof(fc.integer({ min: -1, max: 2000 }), fc.constant("all")),
    ),
    timeoutMs: mostly(
      fc.integer({ min: 1, max: 2000 }),
      fc.oneof(fc.integer({ min: -1, max: 0 }), fc.constant(1e9)),
    ),
    learning: mostly(fc.boolean(), fc.constantFrom("on", "off", 1, null)),
  },
  { requiredKeys: [] },
);

const latinJson = fc.record({
  size: fc.integer({ min: -1, max: 6 }),
  givens: fc.array(fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 6 }), { maxLength: 6 }),
});

/** Mostly bodies of the right shape with wrong or odd values, some of any shape at all. */
const body = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue() },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.record({
            text: mostly(latinText, fc.oneof(latinish, fc.string(), fc.stringMatching(/^\d{1,3}$/))),
          }),
          fc.record({ puzzle: fc.oneof(fc.jsonValue(), latinJson) }),
          fc.record({ text: latinish, puzzle: latinJson }),
        ),
        extras,
      )
      .map(([puzzle, rest]) => ({ ...rest, ...puzzle })),
  },
);

const raw = fc.oneof(
  { weight: 6, arbitrary: body.map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constantFrom("", "{", "null", "[]", '{"text":', "\u0000", '{"text":"1"}}') },
);

async function expectNo500(path: string, text: string): Promise<void> {
  const res = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: text,
  });
  expect(res.status < 500 || res.status === 503 || res.status === 504).toBe(true);
  if (res.status >= 400) {
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await res.json()) as Record<string, unknown>;
    expect(problem.status).toBe(res.status);
    expect(typeof problem.detail).toBe("string");
  } else {
    await res.json();
  }
}

describe("fuzzed requests", () => {
  it("never answer 500 to any body of any operation, and every error is a problem document", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("latin", "slow"), fc.constantFrom(...ops), raw, (type, op, text) =>
        expectNo500(`/api/puzzles/${type}/${op}`, text),
      ),
      { numRuns: 300 },
    );
  });

  it("never answer 500 to odd type ids and operations", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...typeIds), fc.webSegment()),
        fc.oneof(fc.constantFrom(...ops), fc.webSegment()),
        raw,
        (type, op, text) => expectNo500(`/api/puzzles/${type}/${op}`, text),
      ),
      { numRuns: 100 },
    );
  });
});
