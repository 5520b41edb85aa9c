// The CSV splitter takes runs of characters a slice at a time (issue 29, the 100k import): the
// records must be the same wherever the file's chunks happen to end, at a doubled quote, between
// CR and LF, inside a quoted line break or in the middle of Arabic text.
import { describe, expect, it } from 'vitest';
import { CsvSplitter } from './feed-read';

const TEXT = [
  'id,title,description',
  'A-1,"Oven, 10 trays","Says ""heavy duty""\r\nsecond line"',
  'A-2,plain,quote"inside',
  '"A-3",,"ends with a quote"""',
  'A-4,فرن كومبي,"وصف, مع فاصلة"',
  '',
  'A-5,"",last',
].join('\r\n');

const EXPECTED = [
  ['id', 'title', 'description'],
  ['A-1', 'Oven, 10 trays', 'Says "heavy duty"\r\nsecond line'],
  ['A-2', 'plain', 'quote"inside'],
  ['A-3', '', 'ends with a quote"'],
  ['A-4', 'فرن كومبي', 'وصف, مع فاصلة'],
  ['A-5', '', 'last'],
];

function split(chunks: string[]): string[][] {
  const splitter = new CsvSplitter();
  const records: string[][] = [];
  for (const chunk of chunks) records.push(...splitter.push(chunk));
  records.push(...splitter.push('', true));
  return records;
}

describe('CsvSplitter', () => {
  it('reads quoted commas, doubled quotes, quoted line breaks, CRLF and a blank line', () => {
    expect(split([TEXT])).toEqual(EXPECTED);
  });

  it('reads the same records wherever the text is cut into two or three chunks', () => {
    for (let cut = 0; cut <= TEXT.length; cut++) {
      expect(split([TEXT.slice(0, cut), TEXT.slice(cut)]), `cut at ${cut}`).toEqual(EXPECTED);
      const second = Math.min(TEXT.length, cut + 1 + (cut % 7));
      expect(split([TEXT.slice(0, cut), TEXT.slice(cut, second), TEXT.slice(second)]), `cuts at ${cut}, ${second}`).toEqual(EXPECTED);
    }
  });

  it('ends a last record left open by the end of the file, quoted or not', () => {
    expect(split(['a,"b'])).toEqual([['a', 'b']]);
    expect(split(['a,b'])).toEqual([['a', 'b']]);
  });
});
