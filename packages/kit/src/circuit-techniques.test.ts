import { describe, expect, it } from "vitest";
import { CIRCUIT_TECHNIQUES, circuitTechnique } from "./circuit-techniques.js";

describe("circuitTechnique", () => {
  it("names the circuit's rules, and no other", () => {
    expect(circuitTechnique("circuit.degree")?.technique).toBe("loop-end");
    expect(circuitTechnique("circuit.closed")?.technique).toBe("no-small-loop");
    expect(circuitTechnique("circuit.bridge")?.technique).toBe("loop-connected");
    expect(circuitTechnique("linear=")).toBeNull();
    expect(Object.keys(CIRCUIT_TECHNIQUES)).toEqual(["loop-end", "no-small-loop", "loop-connected"]);
  });
});
