// Properties every PuzzleType must have on every way in, whatever its puzzles are: `fromJson` reads a value
// or throws a ParseError, the formats refuse long and hostile texts with a ParseError, `validate`, `check`
// and the rest answer a value of the wrong shape at once, never with a crash or a hang. Plain functions
// that throw an Error on failure (fast-check's, with the counterexample), so a type's own tests call them in
// their `it` blocks beside the cases only that type has; no test runner is imported here.
import fc from "fast-check";
import { detectFormat } from "../formats.js";
import { describeJson } from "../json-value.js";
import { ParseError } from "../parse-error.js";
import type { Format, Problem, PuzzleType } from "../types.js";
import { containers, HOSTILE_VALUES, hostileText, hostileValue, mutated, sparse } from "./hostile-values.js";

/** A puzzle type of puzzles `P`, whatever its solutions and params: what the checks take. */
// biome-ignore lint/suspicious/noExplicitAny: the checks take a type of any solution and params.
export type PuzzleTypeOf<P> = PuzzleType<P, any, any>;

/** What `f` throws, or undefined when it returns. */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** The ParseError `f` throws; else an Error saying what happened instead (it returned, or threw another). */
export function parseErrorOf(f: () => unknown): ParseError {
  const e = thrown(f);
  if (e instanceof ParseError) return e;
  throw new Error(
    e === undefined ? "expected a ParseError, but it returned" : `expected a ParseError, got ${e}`,
  );
}

/**
 * Values to give a type's `fromJson`, `validate` and `check`: any JSON value, the kit's hostile values, the
 * `valid` puzzles and valid puzzles with one thing changed (twice as often), and `more` (the type's own:
 * puzzle-like values with hostile parts where its reader looks first).
 */
export function puzzleLikeValue(
  valid: fc.Arbitrary<unknown>,
  ...more: fc.Arbitrary<unknown>[]
): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue(), hostileValue, valid, mutated(valid), mutated(valid), ...more);
}

/** A value in a few hundred characters at most, for a failure's message; cheap whatever the value claims. */
function brief(value: unknown): string {
  let text: string;
  try {
    const short = (_: string, v: unknown) =>
      Array.isArray(v) && v.length > 20 ? `(a list of ${v.length})` : v;
    text = JSON.stringify(value, short) ?? String(value);
  } catch {
    text = describeJson(value); // nested too deep to write
  }
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

/**
 * Whether two values are equal as JSON-like data (lists, plain objects, primitives), an own property that is
 * undefined counting as absent (as a test runner's deep equality has it). Walks without recursion.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (Object.is(x, y)) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (Array.isArray(x)) {
      const list = y as unknown[];
      if (x.length !== list.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], list[i]]);
      continue;
    }
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = new Set([...Object.keys(xo), ...Object.keys(yo)]);
    for (const key of keys) stack.push([xo[key], yo[key]]);
  }
  return true;
}

/**
 * Throws an Error saying `what` (a text, or a function that makes it, called only then) when `actual` is not
 * {@link sameValue} as `expected`.
 */
export function assertSame(actual: unknown, expected: unknown, what: string | (() => string)): void {
  if (!sameValue(actual, expected))
    throw new Error(
      `${typeof what === "string" ? what : what()}: expected ${brief(expected)}, got ${brief(actual)}`,
    );
}

/** The first format of `type` that writes: its default writable format. */
function defaultWriter<P>(type: PuzzleTypeOf<P>): Format<P> & { serialize(puzzle: P): string } {
  const format = type.formats.find((f) => f.serialize !== undefined);
  if (!format) throw new Error(`${type.id} has no format that writes`);
  return format as Format<P> & { serialize(puzzle: P): string };
}

/** Options of {@link checkFromJsonBounded}. */
export interface FromJsonBoundedOptions<P> {
  /** Puzzles of the type, as `fromJson` returns them; the values tried are built from these. */
  valid: fc.Arbitrary<P>;
  /** More values to try: the type's puzzle-like values with hostile parts where its reader looks first. */
  more?: fc.Arbitrary<unknown>[];
  /**
   * What must hold of a puzzle `fromJson` read (throw when it does not); by default, that the type's default
   * writable format writes it and reads it back equal. For a type whose default format holds less than its
   * puzzles (only some of them, or only some fields).
   */
  readBack?: (puzzle: P) => void;
  /**
   * Instead of the default format (and of `readBack`): every writable format that holds the puzzle writes it
   * and reads it back equal.
   */
  holds?: Holds<P>;
  /** Runs of the property; 500 by default. */
  numRuns?: number;
}

/**
 * `type.fromJson` on any value ({@link puzzleLikeValue} of `valid` and `more`) either throws a ParseError
 * whose `path` is a string, or returns a puzzle that it reads again from its own JSON to an equal one, that
 * `validate` finds no `bad-shape` in, and that the default writable format writes and reads back equal (or
 * each format that `holds` it, or what `readBack` says). Some of the values must read.
 */
export function checkFromJsonBounded<P>(type: PuzzleTypeOf<P>, options: FromJsonBoundedOptions<P>): void {
  const writer = options.readBack || options.holds ? undefined : defaultWriter(type);
  let read = 0;
  fc.assert(
    fc.property(puzzleLikeValue(options.valid, ...(options.more ?? [])), (value) => {
      let puzzle: P;
      try {
        puzzle = type.fromJson(value);
      } catch (e) {
        if (!(e instanceof ParseError)) throw new Error(`fromJson threw ${e}, not a ParseError`);
        if (typeof e.path !== "string") throw new Error(`fromJson's ParseError has no path: ${e.message}`);
        return;
      }
      read++;
      assertSame(type.fromJson(JSON.parse(JSON.stringify(puzzle))), puzzle, "fromJson of its own result");
      const shape = type.validate(puzzle).find((p) => p.code === "bad-shape");
      if (shape) throw new Error(`validate finds a bad shape in what fromJson read: ${shape.message}`);
      if (options.readBack) options.readBack(puzzle);
      else if (options.holds)
        eachWritten(type, puzzle, options.holds, (back, id) =>
          assertSame(back, puzzle, `${id} written and read back`),
        );
      else
        assertSame(writer!.parse(writer!.serialize(puzzle)), puzzle, `${writer!.id} written and read back`);
    }),
    { numRuns: options.numRuns ?? 500, includeErrorInReport: true },
  );
  if (read === 0) throw new Error("fromJson read none of the values, not even the valid puzzles");
}

/** Which formats can hold a puzzle; every writable one by default. */
export type Holds<P> = (format: Format<P>, puzzle: P) => boolean;

/** `f` on each writable format of `type` that holds `puzzle`: that format's write and read of it. */
function eachWritten<P>(
  type: PuzzleTypeOf<P>,
  puzzle: P,
  holds: Holds<P> | undefined,
  f: (read: P, id: string) => void,
) {
  for (const format of type.formats)
    if (format.serialize && (holds?.(format, puzzle) ?? true))
      f(format.parse(format.serialize(puzzle)), format.id);
}

/**
 * Every example, read by the format detection picks, is read by `type.fromJson` from its JSON to an equal
 * puzzle that shares no list or object with the value and stays equal when the value is changed afterwards;
 * and what each writable format that `holds` it writes and reads back, `fromJson` reads from its JSON too.
 */
export function checkExamplesRoundTrip<P>(type: PuzzleTypeOf<P>, options: { holds?: Holds<P> } = {}): void {
  if (type.examples.length === 0) throw new Error(`${type.id} has no examples`);
  for (const example of type.examples) {
    const puzzle = detectFormat(type.formats, example.text).parse(example.text);
    const value: unknown = JSON.parse(JSON.stringify(puzzle));
    const read = type.fromJson(value);
    assertSame(read, puzzle, `fromJson of example ${example.name}`);
    const given = new Set(containers(value));
    if (containers(read).some((c) => given.has(c)))
      throw new Error(`fromJson of example ${example.name} shares a list or an object with its input`);
    for (const c of given) {
      if (Array.isArray(c)) c.push(c.length > 0 ? c[0] : 0);
      else (c as Record<string, unknown>).changed = 1;
    }
    assertSame(read, puzzle, `fromJson of example ${example.name}, its input changed afterwards`);
    eachWritten(type, puzzle, options.holds, (back, id) =>
      assertSame(
        type.fromJson(JSON.parse(JSON.stringify(back))),
        back,
        `fromJson of ${example.name} in ${id}`,
      ),
    );
  }
}

/**
 * For `valid` puzzles: what each writable format that `holds` the puzzle writes and reads back,
 * `type.fromJson` reads from its JSON to an equal puzzle. 50 runs by default.
 */
export function checkFormatsRoundTrip<P>(
  type: PuzzleTypeOf<P>,
  options: { valid: fc.Arbitrary<P>; holds?: Holds<P>; numRuns?: number },
): void {
  fc.assert(
    fc.property(options.valid, (puzzle) =>
      eachWritten(type, puzzle, options.holds, (back, id) =>
        assertSame(type.fromJson(JSON.parse(JSON.stringify(back))), back, `fromJson of what ${id} reads`),
      ),
    ),
    { numRuns: options.numRuns ?? 50, includeErrorInReport: true },
  );
}

/** Options of {@link checkTextsBounded}. */
export interface TextsBoundedOptions {
  /** More texts over `maxTextLength` (the type's own, made to look like its formats). */
  tooLong?: string[];
  /** More texts to try: the type's documents and URLs with hostile parts where its readers look first. */
  texts?: fc.Arbitrary<string>[];
  /** Runs of the property; 200 by default. */
  numRuns?: number;
}

/**
 * The type's limits are positive integers (cells at most a square of the side, texts at most 1 MiB), and
 * every format refuses a text over `limits.maxTextLength` (the first example padded, and `tooLong`) with a
 * ParseError that says its length and the limit; on any text (random, hostile JSON, `texts`) every format's
 * `detect` answers a boolean and its `parse` returns or throws a ParseError, nothing else.
 */
export function checkTextsBounded(type: PuzzleTypeOf<unknown>, options: TextsBoundedOptions = {}): void {
  const { maxSide, maxCells, maxTextLength } = type.limits;
  for (const n of [maxSide, maxCells, maxTextLength])
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`${type.id}'s limits hold ${n}, not a positive integer`);
  if (maxCells > maxSide * maxSide || maxTextLength > 1 << 20)
    throw new Error(`${type.id}'s limits are too large: ${brief(type.limits)}`);
  const first = type.examples[0]?.text ?? "";
  const padded = `${first}${" ".repeat(Math.max(1, maxTextLength + 1 - first.length))}`;
  for (const text of [padded, ...(options.tooLong ?? [])]) {
    if (text.length <= maxTextLength) throw new Error(`a text of ${text.length} characters is not too long`);
    for (const format of type.formats) {
      const e = parseErrorOf(() => format.parse(text));
      if (!e.message.includes(`${text.length} characters`) || !e.message.includes(`at most ${maxTextLength}`))
        throw new Error(
          `${format.id} refuses a text too long with "${e.message}", not its length and the limit`,
        );
    }
  }
  const texts = fc.oneof(
    fc.string(),
    hostileText,
    fc.jsonValue().map((v) => JSON.stringify(v)),
    ...(options.texts ?? []),
  );
  fc.assert(
    fc.property(texts, (text) => {
      for (const format of type.formats) {
        if (typeof format.detect(text) !== "boolean")
          throw new Error(`${format.id}'s detect answers no boolean`);
        const e = thrown(() => format.parse(text));
        if (e !== undefined && !(e instanceof ParseError))
          throw new Error(`${format.id} threw ${e}, not a ParseError`);
      }
    }),
    { numRuns: options.numRuns ?? 200, includeErrorInReport: true },
  );
}

/** Options of {@link checkValidateBounded}. */
export interface ValidateBoundedOptions<P> {
  /** Puzzles of the type, as `fromJson` returns them; the values tried are built from these. */
  valid: fc.Arbitrary<P>;
  /** More values to try: the type's puzzle-like values with hostile parts where its reader looks first. */
  more?: fc.Arbitrary<unknown>[];
  /** Values that must be of the wrong shape (fromJson refuses them), each tried. */
  wrong?: unknown[];
  /** The attempt `check` is given with each value (a wrong puzzle is answered before it is read); `[]`. */
  attempt?: unknown;
  /** What must hold of `validate`'s problems for a value `fromJson` reads (throw when it does not). */
  readable?: (puzzle: P, problems: Problem[]) => void;
  /** Runs of the property; 300 by default. */
  numRuns?: number;
}

/**
 * On any value ({@link puzzleLikeValue} of `valid` and `more`, the kit's hostile values, `wrong`),
 * `type.validate` never throws: it answers no `bad-shape` problem for a value `fromJson` reads (and what
 * `readable` says), and exactly one, the ParseError's message, for a value it refuses; `type.check` answers
 * that same problem for it.
 */
export function checkValidateBounded<P>(type: PuzzleTypeOf<P>, options: ValidateBoundedOptions<P>): void {
  const attempt = "attempt" in options ? options.attempt : [];
  const one = (value: unknown) => {
    const error = thrown(() => type.fromJson(value));
    let problems: Problem[];
    try {
      problems = type.validate(value as P);
    } catch (e) {
      throw new Error(`validate threw ${e} on ${brief(value)}`);
    }
    if (error === undefined) {
      const shape = problems.find((p) => p.code === "bad-shape");
      if (shape) throw new Error(`validate finds a bad shape in what fromJson reads: ${shape.message}`);
      options.readable?.(value as P, problems);
      return;
    }
    if (!(error instanceof ParseError)) throw new Error(`fromJson threw ${error}, not a ParseError`);
    const expected = [{ code: "bad-shape", message: error.message }];
    const plain = (list: Problem[]) => list.map(({ code, message }) => ({ code, message }));
    assertSame(plain(problems), expected, () => `validate of ${brief(value)}`);
    assertSame(type.check(value as P, attempt), problems, () => `check of ${brief(value)}`);
  };
  for (const value of options.wrong ?? []) {
    if (thrown(() => type.fromJson(value)) === undefined)
      throw new Error(`fromJson reads ${brief(value)}, given as a value of the wrong shape`);
    one(value);
  }
  const values = fc.oneof(
    puzzleLikeValue(options.valid, ...(options.more ?? [])),
    fc.constantFrom(...HOSTILE_VALUES, sparse(1e9), { length: 1e9 }),
  );
  fc.assert(fc.property(values, one), { numRuns: options.numRuns ?? 300, includeErrorInReport: true });
}

/** Options of {@link checkAttemptsBounded}. */
export interface AttemptsBoundedOptions<P> {
  /** A puzzle of the right shape, the attempts are at. */
  puzzle: P;
  /** Attempts of the right shape at it (mutated, they give the attempts of the wrong shape tried). */
  attempt: fc.Arbitrary<unknown>;
  /** More attempts to try. */
  more?: fc.Arbitrary<unknown>[];
  /** Attempts that must be of the wrong shape, each tried. */
  wrong?: unknown[];
  /** The problem `check` answers for an attempt of the wrong shape; `bad-attempt` by default. */
  code?: string;
  /** The class of what `hint` throws for an attempt of the wrong shape; ParseError by default. */
  hintError?: abstract new (
    ...args: never[]
  ) => Error;
  /** Runs of the property; 100 by default. */
  numRuns?: number;
}

/**
 * On any attempt (hostile values, `attempt`s with one thing changed, `more`, `wrong`), `type.check` never
 * throws; when it answers the problem `code` (a `wrong` attempt always does), that is its only problem, and
 * `type.hint` (when the type has one) throws a ParseError (or a `hintError`) with the same message; otherwise
 * `hint` does not throw. A null attempt is only given to `check` (`hint` takes null as no attempt).
 */
export function checkAttemptsBounded<P>(type: PuzzleTypeOf<P>, options: AttemptsBoundedOptions<P>): void {
  const code = options.code ?? "bad-attempt";
  const hintError = options.hintError ?? ParseError;
  const { puzzle } = options;
  const one = (attempt: unknown, mustBeWrong: boolean) => {
    let problems: Problem[];
    try {
      problems = type.check(puzzle, attempt);
    } catch (e) {
      throw new Error(`check threw ${e} on the attempt ${brief(attempt)}`);
    }
    const wrong = problems.find((p) => p.code === code);
    if (mustBeWrong && !wrong) throw new Error(`check answers no ${code} for ${brief(attempt)}`);
    if (wrong && problems.length > 1) throw new Error(`check answers more than ${code}: ${brief(problems)}`);
    if (attempt === null || !type.hint) return;
    const e = thrown(() => type.hint!(puzzle, attempt));
    if (!wrong) {
      if (e !== undefined) throw new Error(`hint threw ${e} on ${brief(attempt)}, which check answers`);
    } else if (!(e instanceof hintError) || e.message !== wrong.message)
      throw new Error(`hint on ${brief(attempt)} threw ${e}, not the ${hintError.name} "${wrong.message}"`);
  };
  for (const attempt of options.wrong ?? []) one(attempt, true);
  const attempts = fc.oneof(hostileValue, mutated(options.attempt), ...(options.more ?? []));
  fc.assert(
    fc.property(attempts, (a) => one(a, false)),
    { numRuns: options.numRuns ?? 100, includeErrorInReport: true },
  );
}

/** The methods besides `validate` and `check` that a type may answer a puzzle of the wrong shape with. */
export type WorkMethod = "solve" | "hint" | "explain" | "grade";

/** Options of {@link checkWrongShapesRefused}. */
export interface WrongShapesRefusedOptions<P> {
  /** Values that must be of the wrong shape (fromJson refuses them), each tried. */
  wrong: unknown[];
  /** With `valid` (and `more`), random values are tried too, the ones `fromJson` refuses. */
  valid?: fc.Arbitrary<P>;
  /** More values to try: the type's puzzle-like values with hostile parts where its reader looks first. */
  more?: fc.Arbitrary<unknown>[];
  /** The methods that refuse such a value by throwing an Error (not a TypeError) rather than answering. */
  throws?: WorkMethod[];
  /** The methods left unchecked: a type's known gap, to be said where it is passed. */
  skip?: WorkMethod[];
  /** Runs of the property; 100 by default. */
  numRuns?: number;
}

/**
 * On a value of the wrong shape (`wrong`, and random ones `fromJson` refuses), each of the type's `solve`,
 * `hint`, `explain` and `grade` it has (but those in `skip`) refuses it without working on it: the ones in
 * `throws` throw an Error saying so (a TypeError is a crash, not a refusal), the others answer that nothing
 * is found (`solve` status `none` with no solutions, `hint` null or a step whose technique is
 * `invalid-puzzle`, `explain` no steps, `grade` level `invalid`).
 */
export function checkWrongShapesRefused<P>(
  type: PuzzleTypeOf<P>,
  options: WrongShapesRefusedOptions<P>,
): void {
  const throws = new Set(options.throws ?? []);
  const skip = new Set(options.skip ?? []);
  const answers: Record<WorkMethod, [(value: P) => unknown, (answer: unknown) => boolean] | undefined> = {
    solve: [
      (v) => type.solve(v),
      (r) =>
        (r as { status: string }).status === "none" && sameValue((r as { solutions: unknown }).solutions, []),
    ],
    hint: type.hint && [
      (v) => type.hint!(v),
      (s) => s === null || (s as { technique: string }).technique === "invalid-puzzle",
    ],
    explain: type.explain && [(v) => type.explain!(v), (steps) => sameValue(steps, [])],
    grade: type.grade && [(v) => type.grade!(v), (g) => (g as { level: string }).level === "invalid"],
  };
  const one = (value: unknown) => {
    for (const [method, entry] of Object.entries(answers) as [WorkMethod, (typeof answers)[WorkMethod]][]) {
      if (!entry || skip.has(method)) continue;
      const [call, refuses] = entry;
      let answer: unknown;
      try {
        answer = call(value as P);
      } catch (e) {
        if (throws.has(method) && e instanceof Error && !(e instanceof TypeError)) continue;
        throw new Error(`${method} threw ${e} on ${brief(value)}`);
      }
      if (throws.has(method))
        throw new Error(`${method} answered ${brief(answer)} on ${brief(value)}, not an Error`);
      if (!refuses(answer)) throw new Error(`${method} answered ${brief(answer)} on ${brief(value)}`);
    }
  };
  for (const value of options.wrong) {
    if (thrown(() => type.fromJson(value)) === undefined)
      throw new Error(`fromJson reads ${brief(value)}, given as a value of the wrong shape`);
    one(value);
  }
  if (!options.valid) return;
  const values = puzzleLikeValue(options.valid, ...(options.more ?? []));
  fc.assert(
    fc.property(values, (value) => {
      if (thrown(() => type.fromJson(value)) !== undefined) one(value);
    }),
    { numRuns: options.numRuns ?? 100, includeErrorInReport: true },
  );
}
