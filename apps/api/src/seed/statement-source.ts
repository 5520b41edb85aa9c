import { Worker } from 'node:worker_threads';
import { catalogueStatements, type SeedStatement, type StatementsEnd } from './catalogue-statements';

// Where the seed's statements come from: its worker thread (catalogue-worker.ts), which makes
// the next statements on the machine's other core while PGlite, single-threaded in this one,
// writes the current one; or this thread, one statement at a time (small seeds: the worker's
// start-up, loading the seed's modules again, costs more than it saves).

export interface StatementSource {
  next(): Promise<IteratorResult<SeedStatement, StatementsEnd>>;
  /** Called once a statement is written: the worker may make one more. */
  written(): void;
  close(): Promise<void>;
}

/** Seeds from this many products on make their statements in the worker. */
export const WORKER_FROM_PRODUCTS = 10_000;

export function statementSource(productCount: number, options: { wire: boolean; worker: boolean }): StatementSource {
  return options.worker ? workerSource(productCount, options.wire) : inThreadSource(productCount, options.wire);
}

function inThreadSource(productCount: number, wire: boolean): StatementSource {
  const statements = catalogueStatements(productCount, wire);
  return { next: async () => statements.next(), written: () => undefined, close: async () => undefined };
}

type Posted = { statement: SeedStatement } | { end: StatementsEnd };

function workerSource(productCount: number, wire: boolean): StatementSource {
  const written = new SharedArrayBuffer(4);
  const counter = new Int32Array(written);
  // The source condition: @horeca/core from its TypeScript, as `npm start` reads it.
  const worker = new Worker(new URL('./catalogue-worker-start.mjs', import.meta.url), { workerData: { productCount, wire, written }, execArgv: ['--conditions=source'] });
  const posted: Posted[] = [];
  let waiting: { resolve: (message: Posted) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  let ended = false;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  worker.on('message', (message: Posted) => {
    if ('end' in message) ended = true;
    if (waiting) {
      waiting.resolve(message);
      waiting = null;
    } else posted.push(message);
  });
  worker.on('error', fail);
  // Its last messages may still be on their way when it has stopped: a clean exit is judged a turn later.
  worker.on('exit', (code) => setImmediate(() => {
    if (!ended) fail(new Error(`the seed's worker stopped (exit code ${code}) before its last statement`));
  }));
  const take = (): Promise<Posted> => {
    const message = posted.shift();
    if (message) return Promise.resolve(message);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => (waiting = { resolve, reject }));
  };
  return {
    async next() {
      const message = await take();
      return 'end' in message ? { done: true, value: message.end } : { done: false, value: message.statement };
    },
    written() {
      Atomics.add(counter, 0, 1);
      Atomics.notify(counter, 0);
    },
    async close() {
      ended = true;
      await worker.terminate();
    },
  };
}
