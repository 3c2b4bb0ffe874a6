import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags that keep all WebAssembly on Liftoff, V8's baseline compiler: no dynamic tier-up to
 * TurboFan. `--liftoff-only` alone is not enough when set at run time: its implications
 * (`--no-wasm-tier-up`, `--no-wasm-dynamic-tiering`) are applied only when parsing the command
 * line, so they are named too.
 */
const BASELINE_ONLY_FLAGS = '--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering';

/**
 * Keeps the embedded database's WebAssembly (PGlite's 9 MB `pglite.wasm`, PostgreSQL compiled
 * to wasm) on Liftoff for the rest of the process; call it before the module is compiled, i.e.
 * before the first `PGlite.create`. The server calls it only with `EMBEDDED_DB_LOW_MEMORY=true`
 * (server/main.ts): by default the speed wins (bench/README.md, "Liftoff is now opt-in").
 *
 * Why (measured, bench/README.md "Start"): with V8's default dynamic tiering, the parser
 * (`raw_parser`, 105 KB of wasm with bison's whole grammar inlined) turns hot on the first
 * queries and TurboFan compiles it in a background thread with a single 604 MB compilation
 * zone (`--trace-wasm-compilation-times`: 603,850,776 bytes max, 17–30 s on this machine), so
 * the process's peak RSS jumped by ~500 MB a few seconds after every start (~830 MB with the
 * data directory open instead of ~280 MB). The zone's size does not depend on the optimisation
 * flags (loop unrolling, peeling, inlining, load elimination: all 603–604 MB), and V8 has no
 * per-function opt-out of tier-up, so the whole module stays on Liftoff. The cost: the heavier
 * discovery queries (whole-table counts and groupings) take 23–38 % longer than on TurboFan code;
 * index lookups are unchanged.
 */
export function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString(BASELINE_ONLY_FLAGS);
}
