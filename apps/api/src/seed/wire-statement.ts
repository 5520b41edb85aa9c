// One statement with one text parameter as the bytes of PostgreSQL's extended query protocol
// (Parse, Bind, Execute, Sync), for PGlite's execProtocolRaw. The seed's bulk texts are 7 MB a
// statement; handed to PGlite as a string parameter, PGlite's own encoder counts and copies them
// in JavaScript on the database's thread (about 12 ms of CPU per MB,
// docs/notes/seed-and-import-speed.md). Encoded here, that work is done where the text is made
// (the seed's worker) and PGlite only reads the bytes.

const encoder = new TextEncoder();

/** Writes `value` as a big-endian int32 at `at`. */
function int32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value >>> 24;
  bytes[at + 1] = (value >>> 16) & 0xff;
  bytes[at + 2] = (value >>> 8) & 0xff;
  bytes[at + 3] = value & 0xff;
}

/**
 * `query` (its one parameter $1) bound to `parameter` in text form, run unnamed, then Sync: what
 * PGlite's query(query, [parameter]) sends, less its Describe messages (no rows are read back).
 */
export function wireStatement(query: string, parameter: string): Uint8Array {
  const queryBytes = encoder.encode(query);
  const parameterLength = Buffer.byteLength(parameter, 'utf8');
  const parseLength = 1 + 4 + 1 + queryBytes.length + 1 + 2;
  const bindLength = 1 + 4 + 1 + 1 + 2 + 2 + 4 + parameterLength + 2;
  const bytes = new Uint8Array(parseLength + bindLength + (1 + 4 + 1 + 4) + (1 + 4));

  let at = 0;
  bytes[at++] = 0x50; // 'P'
  int32(bytes, at, parseLength - 1);
  at += 4;
  bytes[at++] = 0; // unnamed statement
  bytes.set(queryBytes, at);
  at += queryBytes.length;
  bytes[at++] = 0;
  at += 2; // no parameter types given: the server reads $1's from the query's cast

  bytes[at++] = 0x42; // 'B'
  int32(bytes, at, bindLength - 1);
  at += 4;
  bytes[at++] = 0; // unnamed portal
  bytes[at++] = 0; // unnamed statement
  at += 2; // no format codes: the parameter is text
  bytes[at++] = 0;
  bytes[at++] = 1; // one parameter
  int32(bytes, at, parameterLength);
  at += 4;
  at += encoder.encodeInto(parameter, bytes.subarray(at)).written;
  at += 2; // no result format codes

  bytes[at++] = 0x45; // 'E'
  int32(bytes, at, 9);
  at += 4;
  bytes[at++] = 0; // unnamed portal
  at += 4; // every row
  bytes[at++] = 0x53; // 'S'
  int32(bytes, at, 4);
  return bytes;
}

/** The reply's ErrorResponse, if any, as an Error carrying the server's message, code and detail. */
export function errorInReply(reply: Uint8Array): Error | null {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let at = 0; at + 5 <= reply.length; at += 1 + view.getInt32(at + 1)) {
    if (reply[at] !== 0x45) continue; // 'E': ErrorResponse
    const fields: Record<string, string> = {};
    const end = at + 1 + view.getInt32(at + 1);
    let field = at + 5;
    while (field < end && reply[field] !== 0) {
      const zero = reply.indexOf(0, field + 1);
      fields[String.fromCharCode(reply[field] as number)] = new TextDecoder().decode(reply.subarray(field + 1, zero));
      field = zero + 1;
    }
    return Object.assign(new Error(fields.M ?? 'the database refused the statement'), { code: fields.C, detail: fields.D, severity: fields.S });
  }
  return null;
}
