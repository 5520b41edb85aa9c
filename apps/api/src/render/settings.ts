// How the server renders pages under load (issue 31; docs/operations.md, "Page rendering"):
// how many renders run at once, how long a page may wait for a slot or take to render before
// the plain shell is sent instead, how many one address may hold, and how long a guest page's
// HTML is kept.
import os from 'node:os';

export interface RenderSettings {
  /** RENDER_CONCURRENCY: renders at once in this process; by default the cores it may use. */
  concurrency: number;
  /** RENDER_QUEUE_MS: the longest a page waits for a render slot; past it, the plain shell at once. */
  queueMs: number;
  /** RENDER_BUDGET_MS: a render not done by then is abandoned and the plain shell sent. */
  budgetMs: number;
  /** RENDER_PER_ADDRESS: renders one client address may have running or waiting; 0: no limit. */
  perAddress: number;
  /** RENDER_CACHE=off renders every page (the bench's cold figure). */
  cache: boolean;
  /** RENDER_CACHE_SECONDS: how long a guest page's HTML is kept (and what a shared cache may keep it). */
  cacheSeconds: number;
  /** RENDER_CACHE_MB: the HTML kept at most, uncompressed and compressed together. */
  cacheMb: number;
  /** RENDER_STALE_SECONDS: a shared cache may answer a page this long after it expired while it asks again. */
  staleSeconds: number;
}

export const DEFAULT_RENDER_SETTINGS: RenderSettings = {
  concurrency: Math.max(1, os.availableParallelism()),
  queueMs: 1_000,
  budgetMs: 2_500,
  perAddress: 4,
  cache: true,
  cacheSeconds: 60,
  cacheMb: 64,
  staleSeconds: 300,
};

type Env = Record<string, string | undefined>;

function count(env: Env, name: string, fallback: number, least = 0): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least) throw new Error(`${name} must be an integer of at least ${least}, got "${value}"`);
  return parsed;
}

export function renderSettingsFrom(env: Env): RenderSettings {
  const cache = env.RENDER_CACHE?.trim().toLowerCase();
  if (cache && !['on', 'off'].includes(cache)) throw new Error(`RENDER_CACHE must be "on" or "off", got "${env.RENDER_CACHE}"`);
  const defaults = DEFAULT_RENDER_SETTINGS;
  return {
    concurrency: count(env, 'RENDER_CONCURRENCY', defaults.concurrency, 1),
    queueMs: count(env, 'RENDER_QUEUE_MS', defaults.queueMs),
    budgetMs: count(env, 'RENDER_BUDGET_MS', defaults.budgetMs, 1),
    perAddress: count(env, 'RENDER_PER_ADDRESS', defaults.perAddress),
    cache: cache !== 'off',
    cacheSeconds: count(env, 'RENDER_CACHE_SECONDS', defaults.cacheSeconds, 1),
    cacheMb: count(env, 'RENDER_CACHE_MB', defaults.cacheMb, 1),
    staleSeconds: count(env, 'RENDER_STALE_SECONDS', defaults.staleSeconds),
  };
}
