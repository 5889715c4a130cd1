import { ParseError } from "@gridsmith/kit";
import { checkFormatRoundTrip, checkFormatRoundTripDetected } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { randomPuzzle as puzzles } from "../arbitraries.test-helpers.js";
import { examples } from "../examples.js";
import { jsonFormat, textFormat } from "./index.js";

describe("text format", () => {
  it("reads and writes every example, as in examples/", () => {
    for (const e of examples) {
      expect(textFormat.detect(e.text)).toBe(true);
      expect(textFormat.serialize!(textFormat.parse(e.text))).toBe(e.text);
    }
  });

  it("reads several sums on a line, comments and givens", () => {
    const p = textFormat.parse(
      "# a comment\nABCC\nABCD\nEFFD\nEGGG\nA=5 B=5 C=8 D=5\nE=5 F=3 G=9\ngivens\n1...\n....\n....\n...1\n",
    );
    expect(p.size).toBe(4);
    expect(p.cages).toHaveLength(7);
    expect(p.givens[0]).toBe(1);
    expect(p.givens[15]).toBe(1);
  });

  it("says where a mistake is", () => {
    const grid = "ABCC\nABCD\nEFFD\nEGGG\n";
    expect(() => textFormat.parse(`${grid}A=5 B=5 C=8 D=5\nE=5 F=3 G=x\n`)).toThrow(
      "line 6, column 9: 'G=x' is not a cage sum",
    );
    expect(() => textFormat.parse(`${grid}A=5 B=5 C=8 D=5\nE=5 F=3\n`)).toThrow("line 4: cage G has no sum");
    expect(() => textFormat.parse("ABCC\nAB!D\nEFFD\nEGGG\nA=1\n")).toThrow(
      "line 2, column 3: '!' is not a cage label",
    );
    expect(() => textFormat.parse("ABC\nABC\nABC\nA=1\n")).toThrow("line 1: the first row has 3 cells");
    expect(() => textFormat.parse(`${grid}A=5 Z=5\n`)).toThrow("line 5, column 5: there is no cage Z");
    expect(() =>
      textFormat.parse(`${grid}A=5 B=5 C=8 D=5 E=5 F=3 G=9\ngivens\n1...\n....\n..7.\n....\n`),
    ).toThrow("line 9, column 3: '7' is not a digit 1-4");
  });

  it("round-trips random puzzles", () => {
    checkFormatRoundTrip(textFormat, puzzles, 40);
  });
});

describe("JSON format", () => {
  it("round-trips random puzzles", () => {
    checkFormatRoundTripDetected(jsonFormat, puzzles, { notDetectedBy: [textFormat], numRuns: 40 });
  });

  it("says where a mistake is", () => {
    expect(() => jsonFormat.parse('{"size": 9,\n "cages": [{"sum": 3, "cells": ["r1c0"]}]}')).toThrow(
      'line 2, column 12: cages[0].cells[0]: "r1c0" is not a cell r1c1 to r9c9',
    );
    expect(() => jsonFormat.parse('{"size": 5, "cages": []}')).toThrow(
      "line 1, column 10: size: expected one of 4, 6, 9, got 5",
    );
    expect(() => jsonFormat.parse('{"size": 4,\n "cages": [}')).toThrow(ParseError);
  });
});
