import { visualRuns } from './bidi-runs';

describe('bidi runs of a PDF line', () => {
  it('orders Arabic and Latin runs right to left, each run in logical order', () => {
    const runs = visualRuns('فرن Rational iCombi بسعر ‏1,234.50 د.إ.‏', 'rtl');
    // Left to right on the page: the currency, the amount, 'بسعر', the brand, 'فرن' at the right.
    expect(runs.map((run) => [run.text.trim(), run.rtl])).toEqual([
      ['د.إ.', true],
      ['1,234.50', false],
      ['بسعر', true],
      ['Rational iCombi', false],
      ['فرن', true],
    ]);
  });

  it('mirrors brackets in a right-to-left run and drops the invisible direction marks', () => {
    const runs = visualRuns('‏(كهربائي)‏', 'rtl');
    expect(runs).toEqual([{ text: ')كهربائي(', rtl: true, start: 0 }]);
  });

  it('leaves an English line as one left-to-right run', () => {
    expect(visualRuns('No. QT-1 (draft)', 'ltr')).toEqual([{ text: 'No. QT-1 (draft)', rtl: false, start: 0 }]);
  });
});
