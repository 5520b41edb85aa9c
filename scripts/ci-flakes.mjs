// Prints the Playwright tests that passed only on their retry (status "flaky" in the JSON
// report .ci/run asks for). A used retry is a flake to fix (docs/testing.md), never silence.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/e2e-report.json';
if (!existsSync(file)) process.exit(0);

const flaky = [];
const visit = (suite, path) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'flaky') flaky.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) visit(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
};
for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite, []);

if (flaky.length === 0) console.log('ci: no Playwright retry used');
else console.log(`ci: FLAKY (passed only on retry; fix each, docs/testing.md):\n${flaky.map((line) => `  - ${line}`).join('\n')}`);
