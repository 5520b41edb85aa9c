// The store's own catalogue in one command (issue 29, docs/catalogue-import.md), run on the API's
// machine against its database (DATABASE_URL, or the PGlite folder under DATA_DIR: stop the API
// first, PGlite is single-process):
//   npm run catalogue -w @horeca/api -- import FILE [--dry-run]   CSV or JSON Lines, upsert by SKU
//   npm run catalogue -w @horeca/api -- export FILE               the same format back
import type { Db } from '../db/client';
import type { FileStore } from '../uploads/file-store';
import { exportFeed } from '../catalogue-import/export-feed';
import { importFeed, type ImportSummary } from '../catalogue-import/import-feed';

export const USAGE = 'usage: npm run catalogue -w @horeca/api -- import FILE [--dry-run] | export FILE   (FILE: .csv, .jsonl or .ndjson)';

export interface CatalogueCommandContext {
  files: FileStore;
  storefrontUrl: string;
  /** Where progress goes (stderr in a terminal); lines of text. */
  progress?: (line: string) => void;
}

/** Problems listed in full up to this many; past it, the count (a dry run of a broken export). */
const MAX_LISTED_PROBLEMS = 1000;

export function summaryLines(summary: ImportSummary, dryRun: boolean): string[] {
  const lines = summary.problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `row ${p.row}: ${p.field}: ${p.message}`);
  if (summary.problems.length > MAX_LISTED_PROBLEMS) lines.push(`... and ${summary.problems.length - MAX_LISTED_PROBLEMS} more problems.`);
  if (summary.ignoredColumns.length > 0) lines.push(`Columns this store does not read (left out): ${summary.ignoredColumns.join(', ')}`);
  const verb = dryRun ? 'Dry run, nothing imported: would have' : 'Imported';
  lines.push(`${verb} ${summary.rows} rows: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.refused} refused.`);
  return lines;
}

const BAR_WIDTH = 30;

/** '[#########.....................]  30%  12000 rows' */
export function progressBar(rows: number, share: number): string {
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${rows} rows`;
}

export async function runCatalogueCommand(db: Db, args: string[], context: CatalogueCommandContext): Promise<{ code: number; lines: string[] }> {
  const [command, file, ...rest] = args;
  if (command === 'import' && file && (rest.length === 0 || (rest.length === 1 && rest[0] === '--dry-run'))) {
    const dryRun = rest[0] === '--dry-run';
    const summary = await importFeed(db, file, { dryRun, files: context.files, onProgress: (rows, share) => context.progress?.(progressBar(rows, share)) });
    return { code: summary.refused > 0 ? 1 : 0, lines: summaryLines(summary, dryRun) };
  }
  if (command === 'export' && file && rest.length === 0) {
    const written = await exportFeed(db, file, context.storefrontUrl, (rows) => context.progress?.(`${rows} products written`));
    return { code: 0, lines: [`Exported ${written} products to ${file}.`] };
  }
  return { code: 2, lines: [USAGE] };
}
