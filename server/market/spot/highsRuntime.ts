// Loads the `highs` WebAssembly build and binds the few functions of HiGHS's C API the clearing calls.
// The package's structured wrapper checks every matrix entry with a label string per element and copies
// each array twice, so loading the day's model (≈ 210 000 entries) cost more than building it; here the
// model's typed arrays are copied into the wasm heap once and passed to `Highs_passLp`, and solutions
// are copied straight out of the heap. The package does not type these exports (it keeps raw pointers
// out of its API), so `loadHighsRuntime` checks that each one is there and fails at load if not.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import loadHighs from 'highs';

type CFunction = (...args: number[]) => number;

/** The C functions used, by their name in HiGHS's C API (`highs_c_api.h`). */
const C_FUNCTIONS = [
  'Highs_create',
  'Highs_destroy',
  'Highs_passLp',
  'Highs_passMip',
  'Highs_addRows',
  'Highs_run',
  'Highs_clearSolver',
  'Highs_getModelStatus',
  'Highs_getObjectiveValue',
  'Highs_getSolution',
  'Highs_getNumCol',
  'Highs_getNumRow',
  'Highs_getBasicVariables',
  'Highs_getBasisTransposeSolve',
  'Highs_getIntInfoValue',
  'Highs_setSparseSolution',
  'Highs_getDoubleInfoValue',
  'Highs_setBoolOptionValue',
  'Highs_setIntOptionValue',
  'Highs_setDoubleOptionValue',
  'Highs_setStringOptionValue',
] as const;

export type CFunctionName = (typeof C_FUNCTIONS)[number];

/** HiGHS loaded in this thread: its C functions, `malloc`/`free` and the wasm memory. */
export interface HighsRuntime {
  c: Record<CFunctionName, CFunction>;
  malloc(bytes: number): number;
  free(pointer: number): void;
  memory: WebAssembly.Memory;
  /** HiGHS model status code of an optimal solve. */
  optimalStatus: number;
  /** HiGHS model status code of a solve stopped at its time limit. */
  timeLimitStatus: number;
}

function exported(module: object, name: string): CFunction {
  const fn: unknown = Reflect.get(module, name);
  if (typeof fn !== 'function')
    throw new Error(`highs: ${name} is not exported by this build (package changed?)`);
  return (...args: number[]) => Number(Reflect.apply(fn, undefined, args));
}

/**
 * Loads the runtime. The wasm is instantiated here (the loader's `instantiateWasm` hook) only to keep a
 * handle on its memory, which the loader does not expose; everything else is the package's own start-up.
 */
export async function loadHighsRuntime(): Promise<HighsRuntime> {
  const wasmPath = createRequire(import.meta.url).resolve('highs/runtime');
  const bytes = fs.readFileSync(wasmPath);
  let memory: WebAssembly.Memory | null = null;
  const options = {
    // Unused while the hook below instantiates; it also makes the object an InitOptions to TypeScript.
    wasmBinary: bytes,
    instantiateWasm(
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance) => void,
    ): object {
      void WebAssembly.instantiate(bytes, imports).then(({ instance }) => {
        memory =
          Object.values(instance.exports).find((x) => x instanceof WebAssembly.Memory) ?? null;
        done(instance);
      });
      return {};
    },
  };
  const module = await loadHighs(options);
  const wasmMemory: WebAssembly.Memory | null = memory;
  if (!wasmMemory) throw new Error('highs: the wasm memory was not found');
  const c = Object.fromEntries(C_FUNCTIONS.map((name) => [name, exported(module, `_${name}`)]));
  const malloc = exported(module, '_malloc');
  const free = exported(module, '_free');
  return {
    c: c as Record<CFunctionName, CFunction>,
    malloc: (bytes) => {
      const pointer = malloc(Math.max(1, bytes));
      if (!pointer) throw new RangeError('highs: out of wasm memory');
      return pointer;
    },
    free: (pointer) => void free(pointer),
    memory: wasmMemory,
    optimalStatus: module.constants.modelStatus.optimal,
    timeLimitStatus: module.constants.modelStatus.timeLimit,
  };
}

/**
 * Heap blocks of one call, freed together. Views on the memory are made after every allocation
 * (malloc may grow the memory, which replaces its buffer).
 */
export class HeapArena {
  private readonly pointers: number[] = [];
  constructor(private readonly rt: HighsRuntime) {}

  /** Copies doubles into the heap. */
  f64(values: Float64Array): number {
    const pointer = this.rt.malloc(values.length * 8);
    this.pointers.push(pointer);
    new Float64Array(this.rt.memory.buffer, pointer, values.length).set(values);
    return pointer;
  }

  /** Copies 32-bit integers into the heap. */
  i32(values: Int32Array): number {
    const pointer = this.rt.malloc(values.length * 4);
    this.pointers.push(pointer);
    new Int32Array(this.rt.memory.buffer, pointer, values.length).set(values);
    return pointer;
  }

  /** A block of `bytes` bytes for the solver to write into. */
  out(bytes: number): number {
    const pointer = this.rt.malloc(bytes);
    this.pointers.push(pointer);
    return pointer;
  }

  /** A string, NUL-terminated. */
  text(value: string): number {
    const encoded = new TextEncoder().encode(value);
    const pointer = this.out(encoded.length + 1);
    const heap = new Uint8Array(this.rt.memory.buffer, pointer, encoded.length + 1);
    heap.set(encoded);
    heap[encoded.length] = 0;
    return pointer;
  }

  /** A copy of `length` doubles at `pointer`. */
  readF64(pointer: number, length: number): Float64Array {
    return new Float64Array(this.rt.memory.buffer, pointer, length).slice();
  }

  /** A copy of `length` 32-bit integers at `pointer`. */
  readI32(pointer: number, length: number): Int32Array {
    return new Int32Array(this.rt.memory.buffer, pointer, length).slice();
  }

  free(): void {
    for (const pointer of this.pointers) this.rt.free(pointer);
    this.pointers.length = 0;
  }
}

/** Runs `operation` with an arena freed afterwards. */
export function withHeap<T>(rt: HighsRuntime, operation: (arena: HeapArena) => T): T {
  const arena = new HeapArena(rt);
  try {
    return operation(arena);
  } finally {
    arena.free();
  }
}
