// Attack replay (issue 28): APP_SECRET fell back to a constant published in the source, and a
// production store accepted it, so anyone could sign a payment result ("paid") for any order.
// Production now refuses to start with no APP_SECRET, the published one, or a short one, with
// a clear message, as it refuses SEED_DEMO; development keeps the published default.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SECRET_MIN_LENGTH, DEVELOPMENT_APP_SECRET, loadConfig } from '../src/config';
import { startServer } from '../src/server';

const LONG_SECRET = 'f3a1c6d2b7e84f0a9c5d1e2f3a4b5c6d7e8f9a0b';

describe('APP_SECRET in production', () => {
  const refusedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-secret-refused-'));
  afterAll(() => fs.rmSync(refusedDir, { recursive: true, force: true }));

  it('refuses a missing, blank, published or short secret under NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET is required with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: '   ' })).toThrow(/APP_SECRET is required with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: DEVELOPMENT_APP_SECRET })).toThrow(/APP_SECRET is required with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(APP_SECRET_MIN_LENGTH - 1) })).toThrow(/APP_SECRET is too short for NODE_ENV=production \(31 characters\)/);
  });

  it('accepts a long secret in production, and the published default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: LONG_SECRET }).appSecret).toBe(LONG_SECRET);
    expect(loadConfig({ NODE_ENV: 'development' }).appSecret).toBe(DEVELOPMENT_APP_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).appSecret).toBe(DEVELOPMENT_APP_SECRET);
  });

  it('startServer refuses the published secret in a production config, however the config was built', async () => {
    // Port 0, no seed, a folder of its own: were the refusal missing, the start stays small.
    const local = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: path.join(refusedDir, 'server'), SEED_ON_START: '0' });
    const start = startServer({ ...local, nodeEnv: 'production' }, { info: () => undefined, warn: () => undefined, error: () => undefined });
    const started = await start.catch(() => null);
    await started?.close();
    await expect(start).rejects.toThrow(/APP_SECRET is required/);
  });

  it('npm start in production without APP_SECRET exits at once with the message, opening nothing', () => {
    const apiRoot = path.resolve(import.meta.dirname, '..');
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: refusedDir };
    delete env.APP_SECRET;
    delete env.PAYMENT_PROVIDER;
    delete env.SEED_DEMO;
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[api] not starting: APP_SECRET is required with NODE_ENV=production');
    expect(fs.readdirSync(refusedDir).filter((name) => name !== 'server')).toEqual([]); // no database was opened
  }, 70_000);
});
