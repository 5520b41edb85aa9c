// Entry of the seed's worker thread (catalogue-stream.ts): a worker does not inherit the loader
// hooks its parent was started with, so it registers tsx itself, then runs the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./catalogue-worker.ts');
