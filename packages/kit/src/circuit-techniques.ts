// The techniques of the constraint engine's `SingleCircuit` rules as hints name them: what every loop genre's
// steps (Country Road, Yajilin) read off a removal by the circuit, with a person's reason.
/** The techniques of `SingleCircuit`'s rules, with their grades: what every loop genre's ladder starts with. */
export const CIRCUIT_TECHNIQUES = {
  "loop-end": { score: 1, level: "easy" },
  "no-small-loop": { score: 2, level: "medium" },
  "loop-connected": { score: 3, level: "medium" },
} as const;

/**
 * The technique (one of {@link CIRCUIT_TECHNIQUES}) and a person's reason for a removal by a `SingleCircuit`
 * rule (`Reason.rule`); null for any other rule.
 */
export function circuitTechnique(
  rule: string,
): { technique: keyof typeof CIRCUIT_TECHNIQUES; why: string } | null {
  if (rule === "circuit.degree")
    return { technique: "loop-end", why: "the loop cannot end in a cell, nor pass it twice" };
  if (rule === "circuit.subtour" || rule === "circuit.closed")
    return { technique: "no-small-loop", why: "it would close a loop that leaves other lines out" };
  if (rule === "circuit.connectivity" || rule === "circuit.bridge")
    return { technique: "loop-connected", why: "the loop must stay one piece" };
  return null;
}
