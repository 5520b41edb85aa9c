// `npm test`: lint, typecheck and the journeys' build side by side (each is mostly one thread),
// then the unit and integration tests, then the browser journeys. Prints how long
// each step took, and stops at the first failure with its exit code.
import { spawn } from 'node:child_process';

const steps = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    // The widgets and the storefront the journeys load, built beside the two checks above.
    ['build for the journeys', 'npm run build:e2e'],
    // The journeys' 100k catalogue, seeded here rather than when Playwright starts its server.
    ['seed for the journeys', 'node --import tsx e2e/support/prepare-api-data.ts'],
    // pdf.js and redocly, which only the tests read with (tools/test-readers), installed here
    // beside the checks rather than by vitest's set-up, where it would hold the tests up.
    ['test readers, on demand', 'node scripts/on-demand.mjs tools/test-readers'],
  ],
  [['unit and integration (vitest)', 'npm run test:unit']],
  [['browser journeys (playwright)', 'playwright test -c e2e/playwright.config.ts']],
];

const timings = [];
const started = Date.now();

function run([name, command]) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - begun) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function printTimings() {
  console.log('\nnpm test, time per step:');
  for (const { name, seconds, ok } of timings) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
}

for (const group of steps) {
  const codes = await Promise.all(group.map(run));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    printTimings();
    process.exit(failed);
  }
}
printTimings();
