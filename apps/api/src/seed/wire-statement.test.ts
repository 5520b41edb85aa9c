// The seed's statements as protocol bytes (wire-statement.ts), run by an in-memory PGlite: the
// parameter arrives as the text it was, Arabic included, and a refused statement is an error
// carrying the server's code, as a query's would be.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorInReply, wireStatement } from './wire-statement';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec('create table notes (id int primary key, body text)');
});
afterAll(async () => {
  await pglite?.close();
});

const INSERT = 'insert into notes (id, body) select (x ->> 0)::int, x ->> 1 from jsonb_array_elements($1::jsonb) as x';

describe('a statement as protocol bytes', () => {
  it('writes its parameter as the text it was', async () => {
    const rows = [[1, 'Combi oven, 10 trays'], [2, 'فرن كومبي ١٠ صواني'], [3, 'quote " and \\ and 😀']];
    const reply = await pglite.execProtocolRaw(wireStatement(INSERT, JSON.stringify(rows)), { syncToFs: false });
    expect(errorInReply(reply)).toBeNull();
    const { rows: written } = await pglite.query<{ id: number; body: string }>('select id, body from notes order by id');
    expect(written.map((row) => [row.id, row.body])).toEqual(rows);
  });

  it('is an error with the server code when the database refuses it', async () => {
    const reply = await pglite.execProtocolRaw(wireStatement(INSERT, JSON.stringify([[1, 'again']])), { syncToFs: false });
    expect(errorInReply(reply)).toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
  });
});
