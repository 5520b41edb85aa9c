import { describe, expect, it } from 'vitest';
import { columns, escapeForTerminal, printableLine } from './terminal-text';

const FORGED = 'Acme\u001b[2K\r\u001b[1Aapproved\tx@y.z\u001b]52;c;ZXZpbA==\u0007';

/** Every control character but the tab that separates columns. */
// eslint-disable-next-line no-control-regex -- control characters are what the test looks for
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

describe('terminal text', () => {
  it('writes every control, bidi and line-separator character as a visible escape', () => {
    expect(escapeForTerminal(FORGED)).toBe('Acme\\u001b[2K\\u000d\\u001b[1Aapproved\\u0009x@y.z\\u001b]52;c;ZXZpbA==\\u0007');
    expect(escapeForTerminal('a\u009bb\u202ec\u2066d\u2028e\u0000f\u007f')).toBe('a\\u009bb\\u202ec\\u2066d\\u2028e\\u0000f\\u007f');
    expect(escapeForTerminal('أمل حداد, Zoë & Co.')).toBe('أمل حداد, Zoë & Co.');
  });

  it('columns escape each cell whole, so a cell can forge neither a line nor a column', () => {
    const row = columns('pending', 'x@y.z', FORGED, null, 7);
    expect(row.split('\t')).toHaveLength(5);
    expect(row).not.toMatch(CONTROL_BUT_TAB);
    expect(row.split('\t')[3]).toBe('-');
  });

  it('a printed line keeps its column tabs and nothing else unsafe', () => {
    expect(printableLine('a\tb\u001b[2K\nc')).toBe('a\tb\\u001b[2K\\u000ac');
  });
});
