/**
 * Stdio transport of the server: newline-delimited JSON-RPC on stdin/stdout,
 * as the SDK's StdioServerTransport, with two differences that keep one bad
 * message from ending the session:
 * - a message over the size limit is skipped to its end and answered with a
 *   JSON-RPC error for its id (the SDK's transport closes itself instead,
 *   leaving the client waiting on a server that no longer reads);
 * - lines are gathered as a list of chunks, not by concatenating the buffer
 *   at every chunk (quadratic: a 10 MB argument took seconds).
 * A line that is not JSON-RPC is answered with a parse error (id null).
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** Far above any request the tools take (the largest: a 1 MB body for simulate). */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Bytes kept of each end of a skipped message, to find its id. */
const ENDS = 512;

const ID_AT_END = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/;
const ID_AT_START =
  /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/;

function requestIdOf(head: string, tail: string): RequestId | null {
  const found = ID_AT_END.exec(tail)?.[1] ?? ID_AT_START.exec(head)?.[1];
  if (found === undefined) return null;
  try {
    return JSON.parse(found) as RequestId;
  } catch {
    return null;
  }
}

export class StdioTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  #chunks: Buffer[] = [];
  #size = 0;
  /** Set while skipping a message over the limit: its first and last bytes. */
  #skipped: { head: Buffer; tail: Buffer } | null = null;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxMessageBytes = MAX_MESSAGE_BYTES,
  ) {}

  readonly #onData = (chunk: Buffer | string) => {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const end = data.indexOf(0x0a, start);
      this.#take(data.subarray(start, end === -1 ? data.length : end));
      if (end === -1) return;
      this.#endOfLine();
      start = end + 1;
    }
  };

  readonly #onError = (error: Error) => this.onerror?.(error);
  readonly #onEnd = () => void this.close();

  #take(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.#skipped) {
      this.#skipped.tail = Buffer.concat([this.#skipped.tail, piece]).subarray(-ENDS);
      return;
    }
    if (this.#size + piece.length > this.maxMessageBytes) {
      const head = Buffer.concat([...this.#chunks, piece.subarray(0, ENDS)]).subarray(0, ENDS);
      this.#skipped = { head, tail: piece.subarray(-ENDS) };
      this.#chunks = [];
      this.#size = 0;
      return;
    }
    this.#chunks.push(piece);
    this.#size += piece.length;
  }

  #endOfLine(): void {
    if (this.#skipped) {
      const { head, tail } = this.#skipped;
      this.#skipped = null;
      const id = requestIdOf(head.toString('utf8'), tail.toString('utf8'));
      this.onerror?.(new Error(`a message over ${this.maxMessageBytes} bytes was skipped`));
      void this.#reply(
        id,
        ErrorCode.InvalidRequest,
        `The request is over ${this.maxMessageBytes} bytes: it was not read.`,
      );
      return;
    }
    const line = Buffer.concat(this.#chunks).toString('utf8').replace(/\r$/, '');
    this.#chunks = [];
    this.#size = 0;
    if (line.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(line));
    } catch (error) {
      this.onerror?.(error as Error);
      void this.#reply(null, ErrorCode.ParseError, 'The message is not JSON-RPC 2.0.');
      return;
    }
    this.onmessage?.(message);
  }

  #reply(id: RequestId | null, code: number, message: string): Promise<void> {
    // JSON-RPC answers what it cannot read with `id: null`; the SDK's types want an id.
    return this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }

  async start(): Promise<void> {
    this.input.on('data', this.#onData);
    this.input.on('error', this.#onError);
    this.input.on('end', this.#onEnd);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', () => resolve());
    });
  }

  async close(): Promise<void> {
    this.input.off('data', this.#onData);
    this.input.off('error', this.#onError);
    this.input.off('end', this.#onEnd);
    this.#chunks = [];
    this.onclose?.();
  }
}
