// The loop of the genres that draw it through the centres of a grid's cells (Masyu, Country Road, Yajilin):
// one 0/1 variable per line between neighbouring centres, made one loop by `SingleCircuit`.
import type { Model } from "./model.js";
import { gridGraph } from "./propagators/circuit-graph.js";
import { SingleCircuit } from "./propagators/single-circuit.js";

/**
 * Posts on `m` one 0/1 variable per line between the centres of neighbouring cells of a `width` x `height`
 * grid, the edges of the {@link gridGraph} of the centres (the horizontal lines row by row, then the vertical
 * ones: kit's `centreEdges` numbering), and a {@link SingleCircuit} that makes the lines drawn one loop.
 * Returns the lines' variables, in that order.
 */
export function centreLoop(m: Model, width: number, height: number): number[] {
  const { numVertices, edges } = gridGraph(Math.max(0, width - 1), Math.max(0, height - 1));
  const lines = m.intVars(edges.length, 0, 1);
  m.post(new SingleCircuit(lines, edges, numVertices));
  return lines;
}
