// Reading a feed file row by row without holding it whole: CSV by RFC 4180 (quoted fields may hold
// commas, quotes doubled, and line breaks) and JSON Lines. Columns the store does not know (a
// Merchant Center feed has many: condition, shipping...) are reported once and left out.
import { createReadStream } from 'node:fs';
import { FEED_COLUMNS, LIST_SEPARATOR, type FeedColumn, type FeedFormat, type FeedRecord } from './feed-format';

const KNOWN = new Set<string>(FEED_COLUMNS);

export interface FeedHeader {
  ignoredColumns: string[];
  /** Bytes of the file read so far (progress). */
  bytesRead: number;
}

const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Splits CSV text into records of fields across chunks; `flush` ends the last record. A quote
 * that ends a chunk is held back (`pending`) until the next chunk says whether it is doubled.
 */
export class CsvSplitter {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** The current field has begun (a quote opened it or a character is in it). */
  private started = false;
  private pending = false;

  *push(chunk: string, flush = false): Generator<string[]> {
    const text = this.pending ? `"${chunk}` : chunk;
    this.pending = false;
    // Runs of ordinary characters are taken with one slice each, not a character at a time:
    // a 100k-row feed is a few hundred million characters (issue 29).
    let i = 0;
    while (i < text.length) {
      if (this.quoted) {
        const quote = text.indexOf('"', i);
        if (quote === -1) {
          this.field += text.slice(i);
          break;
        }
        this.field += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          this.field += '"';
          i = quote + 2;
        } else if (quote + 1 === text.length && !flush) {
          this.pending = true;
          return;
        } else {
          this.quoted = false;
          i = quote + 1;
        }
        continue;
      }
      const ch = text[i]!;
      if (ch === '"' && !this.started) {
        this.quoted = true;
        this.started = true;
        i++;
      } else if (ch === ',') {
        this.endField();
        i++;
      } else if (ch === '\n' || ch === '\r') {
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        if (this.started || this.record.length > 0) yield this.endRecord();
      } else {
        // Up to the next comma or line end; a quote inside an unquoted field is a character.
        let end = i + 1;
        while (end < text.length) {
          const code = text.charCodeAt(end);
          if (code === COMMA || code === LF || code === CR) break;
          end++;
        }
        this.field += text.slice(i, end);
        this.started = true;
        i = end;
      }
    }
    if (flush && (this.started || this.record.length > 0)) yield this.endRecord();
  }

  private endField() {
    this.record.push(this.field);
    this.field = '';
    this.started = false;
  }

  private endRecord(): string[] {
    this.endField();
    const record = this.record;
    this.record = [];
    return record;
  }
}

async function* lines(file: string, header: FeedHeader): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    header.bytesRead += Buffer.byteLength(chunk as string);
    rest += chunk as string;
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) yield part.replace(/\r$/, '');
  }
  if (rest !== '') yield rest;
}

async function* csvRecords(file: string, header: FeedHeader): AsyncGenerator<FeedRecord> {
  const splitter = new CsvSplitter();
  let columns: string[] | null = null;
  let row = 0;
  const take = function* (record: string[]): Generator<FeedRecord> {
    row++;
    if (columns === null) {
      columns = record.map((name, i) => (i === 0 ? name.replace(/^\uFEFF/, '') : name).trim().toLowerCase());
      header.ignoredColumns = columns.filter((name) => !KNOWN.has(name));
      return;
    }
    if (record.length !== columns.length) {
      yield { row, fields: {}, unreadable: `has ${record.length} fields where the header names ${columns.length}` };
      return;
    }
    const fields: FeedRecord['fields'] = {};
    columns.forEach((name, i) => {
      if (KNOWN.has(name)) fields[name as FeedColumn] = record[i]!;
    });
    yield { row, fields };
  };
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    header.bytesRead += Buffer.byteLength(chunk as string);
    for (const record of splitter.push(chunk as string)) yield* take(record);
  }
  for (const record of splitter.push('', true)) yield* take(record);
}

async function* jsonlRecords(file: string, header: FeedHeader): AsyncGenerator<FeedRecord> {
  let row = 0;
  const ignored = new Set<string>();
  for await (const line of lines(file, header)) {
    row++;
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      yield { row, fields: {}, unreadable: 'is not valid JSON' };
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield { row, fields: {}, unreadable: 'is not a JSON object' };
      continue;
    }
    const fields: FeedRecord['fields'] = {};
    for (const [name, raw] of Object.entries(value)) {
      if (!KNOWN.has(name)) {
        ignored.add(name);
        continue;
      }
      // Lists (additional_image_link) may be arrays; numbers may be numbers.
      if (raw === null || raw === undefined) continue;
      fields[name as FeedColumn] = Array.isArray(raw) ? raw.map(String).join(LIST_SEPARATOR) : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
    }
    header.ignoredColumns = [...ignored];
    yield { row, fields };
  }
}

/** The feed's records in order; `header` is filled as the file is read. */
export function readFeed(file: string, format: FeedFormat, header: FeedHeader): AsyncGenerator<FeedRecord> {
  return format === 'csv' ? csvRecords(file, header) : jsonlRecords(file, header);
}

/** A CSV field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
