// The seed's worker thread starts here (statement-source.ts): it compiles the seed's TypeScript
// through tsx, as `npm start` does with --import, which a worker does not inherit from every
// parent (the tests' processes run TypeScript through vitest instead).
import { register } from 'tsx/esm/api';

register();
await import('./catalogue-worker.ts');
