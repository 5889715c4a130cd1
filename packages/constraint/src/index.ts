/**
 * `@gridsmith/constraint`: a small constraint engine. Variables have bitset domains on a reversible {@link Trail};
 * propagators run to a fixpoint; depth-first search streams solutions.
 *
 * @packageDocumentation
 */
export { lowestBit, popcount } from "./bits.js";
export { inputOrder, smallestDomain } from "./branchers.js";
export { Domains } from "./domains.js";
export { Explanation } from "./learning/explanation.js";
export type { Literal } from "./learning/learner.js";
export { LearningSearch } from "./learning/learning-search.js";
export { luby } from "./learning/luby.js";
export { VarHeap } from "./learning/var-heap.js";
export { Model } from "./model.js";
export { type ProbeOptions, type ProbeResult, probeRoot, probeValue } from "./probe.js";
export {
  fixCellStates,
  nextPropagationStep,
  propagationSteps,
  TRIAL_PROBES_PER_VALUE,
  TRIAL_WORK,
  TrialBudgetExceeded,
  type TrialOptions,
  TrialSearch,
  trialRemoval,
  type WalkEnd,
  walkSteps,
} from "./propagation-steps.js";
export { Acyclic, type AcyclicRule, type ChoiceEdge } from "./propagators/acyclic.js";
export { AllDifferent } from "./propagators/all-different.js";
export { AllDifferentMatching } from "./propagators/all-different-matching.js";
export { CircuitGraph, gridGraph } from "./propagators/circuit-graph.js";
export { Connected, type ConnectedOptions, type ConnectedRule } from "./propagators/connected.js";
export { type CountedGroup, CYCLE_BUDGET_RULE, CycleBudget } from "./propagators/cycle-budget.js";
export { Linear } from "./propagators/linear.js";
export { gridCellEdges, RegionGraph } from "./propagators/region-graph.js";
export { Regular } from "./propagators/regular.js";
export { type CircuitRule, centreLoop, SingleCircuit } from "./propagators/single-circuit.js";
export { SizedRegions, type SizedRegionsRule } from "./propagators/sized-regions.js";
export { Table } from "./propagators/table.js";
export { Search } from "./search.js";
export { Trail, TrailedInt32Array } from "./trail.js";
export type {
  Brancher,
  Conflict,
  Dfa,
  LearningOptions,
  LinearOp,
  Propagator,
  PropagatorEvents,
  PropagatorSchedule,
  Reason,
  Removal,
  SearchOptions,
  SearchResult,
  SearchStats,
  SearchView,
  StopReason,
  ValueOrder,
  VariableOrder,
} from "./types.js";
