/** The kernel's WebAssembly bytes, compiled from assembly/band-kernel.ts now. */
export function compileBandKernel(): Promise<Uint8Array>;
/** The TypeScript module that holds `bytes` (what src/solver/band-kernel-wasm.bytes.ts is). */
export function bytesModule(bytes: Uint8Array): string;
