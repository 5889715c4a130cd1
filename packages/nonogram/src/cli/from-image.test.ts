import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliIo, runCli } from "@gridsmith/kit/cli";
import jpeg from "jpeg-js";
import pngjs from "pngjs";
import { describe, expect, it } from "vitest";
import { check } from "../../test-support/independent-check.mjs";
import { parseNin } from "../formats/nin.js";
import { parseNon } from "../formats/non.js";
import { nonogramCli } from "./spec.js";

const { PNG } = pngjs;

async function run(argv: string[]) {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => "" };
  const code = await runCli(nonogramCli, argv, io);
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), "nonogram-from-image-"));

const RGB: Record<string, number[]> = { w: [255, 255, 255], k: [0, 0, 0], r: [230, 0, 0], b: [0, 0, 230] };

/** Rows of colour letters as RGBA pixels, each letter `scale` x `scale` pixels. */
function pixels(rows: string[], scale: number) {
  const width = rows[0]!.length * scale;
  const height = rows.length * scale;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([...RGB[rows[Math.floor(y / scale)]![Math.floor(x / scale)]!]!, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

function png(name: string, rows: string[], scale = 2): string {
  const image = pixels(rows, scale);
  const p = new PNG({ width: image.width, height: image.height });
  image.data.copy(p.data);
  const path = join(dir, name);
  writeFileSync(path, PNG.sync.write(p));
  return path;
}

const HEART = ["wwwwwww", "wkkwkkw", "wkkkkkw", "wwkkkww", "wwwkwww"];
const FLAG = ["wwwwww", "wrrbbw", "wrrbbw", "wwwwww"];

describe("nonogram generate --from-image", () => {
  it("makes a black-and-white .nin puzzle and says it is unique", async () => {
    const file = png("heart.png", HEART, 3);
    const { code, out, err } = await run(["generate", "--from-image", file, "--size", "7x5"]);
    expect(code).toBe(0);
    const puzzle = parseNin(out);
    expect(puzzle.rows).toEqual([[], [2, 2], [5], [3], [1]]);
    expect(err).toContain("heart.png: 7x5, colours: . background (white), # black");
    expect(err).toContain("unique: the clues have exactly one solution");
  });

  it("makes a colour .non puzzle whose picture fits its clues, and writes the picture as PNG", async () => {
    const file = png("flag.png", FLAG);
    const out = join(dir, "flag-out.png");
    const r = await run([
      "generate",
      "--from-image",
      file,
      "--size",
      "6x4",
      "--colours",
      "2",
      "--png",
      out,
      "--scale",
      "3",
    ]);
    expect(r.code).toBe(0);
    const puzzle = parseNon(r.out);
    expect(puzzle.palette?.map((c) => c.rgb)).toEqual(["#ffffff", "#e60000", "#0000e6"]);
    expect(check(puzzle, puzzle.goal!)).toEqual([]);
    const written = PNG.sync.read(readFileSync(out));
    expect([written.width, written.height]).toEqual([18, 12]);
    // Cell r2c2 is red: pixels 3-5 of rows 3-5.
    expect([...written.data.subarray((4 * 18 + 4) * 4, (4 * 18 + 4) * 4 + 4)]).toEqual([230, 0, 0, 255]);
  });

  it("reads PPM (plain) and JPEG pictures too", async () => {
    const ppm = join(dir, "tiny.ppm");
    const w = "255 255 255";
    writeFileSync(
      ppm,
      `P3\n# a comment\n4 3\n255\n${w} ${w} ${w} ${w}\n${w} 0 0 0 0 0 0 ${w}\n${w} ${w} ${w} ${w}\n`,
    );
    const a = await run(["generate", "--from-image", ppm, "--json"]);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out)).toMatchObject({
      width: 4,
      height: 3,
      grid: ["....", ".##.", "...."],
      status: "unique",
    });
    const image = pixels(HEART, 8);
    const jpg = join(dir, "heart.jpg");
    writeFileSync(jpg, jpeg.encode({ ...image, data: image.data }, 95).data);
    const b = await run(["generate", "--from-image", jpg, "--size", "7x5", "--json"]);
    expect(b.code).toBe(0);
    // Lossy, but at quality 95 and 8 pixels a cell the averages land on the right side.
    expect(JSON.parse(b.out).grid).toEqual(HEART.map((r) => r.replaceAll("w", ".").replaceAll("k", "#")));
  });

  it("with --givens, lists cells that make an ambiguous picture unique and says the format cannot hold them", async () => {
    const file = png("diagonal.png", ["kww", "wwk", "wkw"]);
    const r = await run(["generate", "--from-image", file, "--givens", "--json"]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.status).toBe("multiple");
    expect(j.givensStatus).toBe("unique");
    expect(j.givens.length).toBeGreaterThan(0);
    const text = await run(["generate", "--from-image", file, "--givens"]);
    expect(text.err).toContain("not unique: two solutions differ in");
    expect(text.err).toMatch(/givens \(\d+\): r\dc\d [#.]/);
    expect(text.err).toContain("the nin format cannot carry givens");
  });

  it("names bad input clearly, without a stack trace", async () => {
    const file = png("ok.png", FLAG);
    const junk = join(dir, "junk.png");
    writeFileSync(junk, "this is no picture");
    const broken = join(dir, "broken.png");
    writeFileSync(broken, readFileSync(file).subarray(0, 40));
    const cases: [string[], number, string][] = [
      [["--from-image", junk], 1, `cannot read the image ${junk}: not a PNG, JPEG or PPM image`],
      [["--from-image", broken], 1, `cannot read the image ${broken}: `],
      [["--from-image", file, "--size", "500x10"], 2, "--size must be from 1x1 to 100x100, got '500x10'"],
      [["--from-image", file, "--colours", "9"], 2, "--colours takes a whole number from 1 to 8, got '9'"],
      [["--from-image", file, "--colours", "0"], 2, "--colours takes a whole number from 1 to 8, got '0'"],
      [
        ["--from-image", file, "--colours", "3", "--format", "tatham"],
        1,
        "holds black-and-white puzzles only",
      ],
      [["--from-image", join(dir, "missing.png")], 1, "missing.png: no such file"],
      [["--from-image", dir], 1, "it is a folder"],
    ];
    for (const [args, code, message] of cases) {
      const r = await run(["generate", ...args]);
      expect(r.code, args.join(" ")).toBe(code);
      expect(r.err).toContain(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it("leaves the random generator as it was", async () => {
    const r = await run(["generate", "--size", "5x5", "--seed", "3"]);
    expect(r.code).toBe(0);
    expect(parseNin(r.out).rows).toHaveLength(5);
  });
});
