// Types of type-test-mistakes.mjs, for the test that imports it (packages/widgets/test/types).
export function withoutExpectations(text: string): { text: string; guarded: number[] };
export function errorLines(output: string, name: string): number[];
export function mismatches(guarded: readonly number[], failed: readonly number[]): string[];
