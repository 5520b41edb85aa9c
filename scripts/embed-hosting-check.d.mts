// Types of embed-hosting-check.mjs, for the test that imports it (packages/widgets/test).
export const HOSTING_START: string;
export const HOSTING_END: string;
export function scriptTagFiles(packedPaths: readonly string[]): string[];
export function hostingProblems(input: { doc: string; packageName: string; version: string; entryBytes: Uint8Array; packedPaths: readonly string[] }): string[];
