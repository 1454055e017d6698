import type { ServerResponse } from 'node:http';

// Writing server-sent events (https://html.spec.whatwg.org/multipage/server-sent-events.html)
// to one response without ever holding an unbounded backlog for a slow reader.

export interface SseFrame {
  id?: number | string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** One frame in the event-stream format; multi-line data becomes several data lines. */
export function sseFrame(frame: SseFrame): string {
  let out = '';
  if (frame.comment !== undefined) out += `: ${frame.comment.replace(/[\r\n]+/gu, ' ')}\n`;
  if (frame.retry !== undefined) out += `retry: ${Math.max(0, Math.round(frame.retry))}\n`;
  if (frame.id !== undefined) out += `id: ${String(frame.id).replace(/[\r\n\0]/gu, '')}\n`;
  if (frame.event !== undefined) out += `event: ${frame.event.replace(/[\r\n]/gu, '')}\n`;
  if (frame.data !== undefined) for (const line of frame.data.split(/\r\n|\r|\n/u)) out += `data: ${line}\n`;
  return `${out}\n`;
}

export interface SseWriterOptions {
  heartbeatMs: number;
  /** Bytes the socket may hold unsent before the reader counts as gone and is cut off. */
  maxBufferedBytes: number;
  /** Reconnection delay the client is told to wait. */
  retryMs: number;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  connection: 'keep-alive',
  // Proxies that buffer responses (nginx) would hold events back.
  'x-accel-buffering': 'no',
} as const;

/**
 * One open event stream. A reader that stops reading is cut off once maxBufferedBytes wait in
 * the socket; it reconnects with Last-Event-ID and replays from the log at its own pace, so
 * cutting it loses nothing and memory per stream stays bounded.
 */
export class SseWriter {
  private readonly heartbeat: NodeJS.Timeout;
  private readonly onClose = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly options: SseWriterOptions,
  ) {
    res.writeHead(200, SSE_HEADERS);
    res.socket?.setNoDelay(true);
    res.write(sseFrame({ retry: options.retryMs }));
    this.heartbeat = setInterval(() => this.send({ comment: 'heartbeat' }), options.heartbeatMs);
    this.heartbeat.unref();
    res.on('close', () => this.finish());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  whenClosed(fn: () => void): void {
    if (this.closed) fn();
    else this.onClose.add(fn);
  }

  /** Queues a frame; false when the stream is closed or was cut off for falling behind. */
  send(frame: SseFrame): boolean {
    if (this.closed) return false;
    if (this.res.writableLength > this.options.maxBufferedBytes) {
      this.res.destroy();
      this.finish();
      return false;
    }
    this.res.write(sseFrame(frame));
    return true;
  }

  /** Resolves once the socket has room again (replays pace themselves with it). */
  async drained(): Promise<void> {
    if (this.closed || !this.res.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.res.off('drain', done);
        this.onClose.delete(done);
        resolve();
      };
      this.res.on('drain', done);
      this.onClose.add(done);
    });
  }

  /** Ends the stream after what is queued (the client reconnects). */
  end(): void {
    if (this.closed) return;
    this.res.end();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const fn of [...this.onClose]) fn();
    this.onClose.clear();
  }
}
