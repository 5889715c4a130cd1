import type { StopReason } from "@gridsmith/kit";
import { BAND_KERNEL_WASM } from "./band-kernel-wasm.bytes.js";
import type { SearchLimits, SearchOutcome } from "./search-types.js";

/** What assembly/band-kernel.ts exports. */
interface KernelExports {
  memory: WebAssembly.Memory;
  GIVENS: WebAssembly.Global;
  SOLUTIONS: WebAssembly.Global;
  /** count, nodes, failures, propagations, stopped: i32 each. */
  STATS: WebAssembly.Global;
  search(limit: number, keep: number, nodeLimit: number, budget: number, aborted: number): number;
}

/** Solutions the module has room for; a search that keeps more runs on the JS kernel. */
export const WASM_KEEP = 2;

/**
 * The 9x9 band kernel compiled to WebAssembly (assembly/band-kernel.ts): the same search as
 * {@link BandKernel}, node for node, and answers the same {@link SearchOutcome}. Compiled before it runs, so
 * a fresh thread's first puzzles do not wait for the JIT. Not re-entrant, like the JS kernel (one state).
 */
export class WasmBandKernel {
  busy = false;
  private readonly kernel: KernelExports;
  private readonly bytes: Uint8Array;
  private readonly givens: number;
  private readonly solutionsAt: number;
  /** The last search's count, nodes, failures, propagations and why it stopped (0-3). */
  private readonly stats: Int32Array;
  /** The search's budget, for `outOfBudget` (called back from the module every 1,024 nodes). */
  private limits: SearchLimits | undefined;
  private started = 0;
  private stoppedBy: StopReason = null;

  constructor(module: WebAssembly.Module) {
    const instance = new WebAssembly.Instance(module, {
      "band-kernel": { outOfBudget: (nodes: number, count: number) => this.outOfBudget(nodes, count) },
    });
    this.kernel = instance.exports as unknown as KernelExports;
    this.bytes = new Uint8Array(this.kernel.memory.buffer);
    this.givens = this.kernel.GIVENS.value as number;
    this.solutionsAt = this.kernel.SOLUTIONS.value as number;
    // The memory never grows (one page at most), so views of it stay valid.
    this.stats = new Int32Array(this.kernel.memory.buffer, this.kernel.STATS.value as number, 5);
  }

  /** Whether this kernel can run a search with these limits (else the JS kernel does). */
  static handles(limits: SearchLimits): boolean {
    return limits.random === undefined && (limits.keep ?? limits.limit) <= WASM_KEEP;
  }

  /** The module's givens (81 bytes, 0 = empty), for {@link searchGivens}: write them, then search. */
  givensView(): Uint8Array {
    return this.bytes.subarray(this.givens, this.givens + 81);
  }

  /** Solution `s` (0 or 1) of those the last search kept (81 bytes), valid until the next search. */
  solutionView(s: number): Uint8Array {
    const at = this.solutionsAt + 81 * s;
    return this.bytes.subarray(at, at + 81);
  }

  /**
   * A search of the givens already in {@link givensView} for up to `limit` solutions, keeping the first two,
   * with no budget: the count, exact unless {@link stoppedAtLimit}.
   */
  searchGivens(limit: number): number {
    return this.kernel.search(limit, WASM_KEEP, Number.POSITIVE_INFINITY, 0, 0);
  }

  /** Whether the last search stopped at its limit (with no budget, else it ran to the end). */
  get stoppedAtLimit(): boolean {
    return this.stats[4] === 1;
  }

  /** Nodes of the last search. */
  get nodes(): number {
    return this.stats[1]!;
  }

  search(givens: ArrayLike<number>, limits: SearchLimits): SearchOutcome {
    const k = this.kernel;
    const keep = Math.min(limits.keep ?? limits.limit, WASM_KEEP);
    const budget = limits.deadline !== undefined || limits.signal !== undefined || limits.onProgress;
    this.busy = true;
    try {
      this.limits = limits;
      this.started = limits.deadline !== undefined || limits.onProgress ? performance.now() : 0;
      this.stoppedBy = null;
      const bytes = this.bytes;
      // Plain loops in and out: `Array.from(bytes.subarray(...))` for the solutions took ~25 % more CPU over
      // a thread's puzzles, warm (measured: tooling/bench/RESULTS.md).
      const at = this.givens;
      for (let i = 0; i < 81; i++) bytes[at + i] = givens[i]!;
      // A signal already aborted stops the search before its first step, as in the JS kernel.
      const aborted = limits.signal?.aborted === true;
      const count = k.search(
        limits.limit,
        keep,
        limits.nodeLimit ?? Number.POSITIVE_INFINITY,
        budget ? 1 : 0,
        aborted ? 1 : 0,
      );
      const stats = this.stats;
      const stopped = stats[4]!;
      if (stopped === 1) this.stoppedBy = "limit";
      else if (stopped === 2) this.stoppedBy = "nodes";
      else if (stopped === 3 && aborted) this.stoppedBy = "signal";
      const solutions: number[][] = [];
      for (let s = 0; s < Math.min(count, keep); s++) {
        const from = this.solutionsAt + 81 * s;
        const cells = new Array<number>(81);
        for (let i = 0; i < 81; i++) cells[i] = bytes[from + i]!;
        solutions.push(cells);
      }
      return {
        solutions,
        count,
        complete: this.stoppedBy === null,
        stoppedBy: this.stoppedBy,
        nodes: stats[1]!,
        failures: stats[2]!,
        propagations: stats[3]!,
      };
    } finally {
      this.busy = false;
      this.limits = undefined;
    }
  }

  /** The JS kernel's `outOfBudget`: the deadline, the signal, then progress. Nonzero stops the search. */
  private outOfBudget(nodes: number, count: number): number {
    const limits = this.limits!;
    const now = performance.now();
    if (limits.deadline !== undefined && now > limits.deadline) this.stoppedBy = "timeout";
    else if (limits.signal?.aborted) this.stoppedBy = "signal";
    else limits.onProgress?.({ nodes, solutions: count, ms: now - this.started });
    return this.stoppedBy === null ? 0 : 1;
  }
}

let compiled: WebAssembly.Module | null | undefined;
let shared: WasmBandKernel | undefined;

/** The module, compiled once; null where WebAssembly is missing or refuses (a CSP, an edge runtime). */
function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      const text = atob(BAND_KERNEL_WASM);
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      compiled = new WebAssembly.Module(bytes);
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/**
 * The shared WebAssembly kernel (a fresh one when it is in use: a re-entrant call), or undefined where
 * WebAssembly cannot be compiled.
 */
export function wasmBandKernel(): WasmBandKernel | undefined {
  const module = kernelModule();
  if (module === null) return undefined;
  if (!shared) shared = new WasmBandKernel(module);
  return shared.busy ? new WasmBandKernel(module) : shared;
}
