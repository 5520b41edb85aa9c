// Writes the sample catalogue feed (issue 29) that the import tests and docs/catalogue-import.md
// use: 300 products of this store's taxonomy in a stream of their own (not the seeded ones), as
// CSV and as JSON Lines with the same rows. Run once and commit the output:
//   node --conditions=source --import tsx apps/api/test/catalogue-feed/make-sample-feed.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSV_HEADER, csvLine, feedRows, jsonLine } from './feed-rows';

const ROWS = 300;
const here = path.dirname(fileURLToPath(import.meta.url));
const rows = [...feedRows(ROWS)];

fs.writeFileSync(path.join(here, 'sample-feed.csv'), [CSV_HEADER, ...rows.map(csvLine)].join('\n') + '\n');
fs.writeFileSync(path.join(here, 'sample-feed.jsonl'), rows.map(jsonLine).join('\n') + '\n');
console.info(`wrote ${ROWS} rows`);
