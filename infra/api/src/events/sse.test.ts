import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { sseFrame } from './sse';

const parse = (text: string) => {
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const parser = createParser({ onEvent: (e) => events.push(e), onComment: (c) => comments.push(c) });
  parser.feed(text);
  return { events, comments };
};

describe('sseFrame', () => {
  it('writes id, event and data lines ended by a blank line', () => {
    expect(sseFrame({ id: 42, event: 'conversation.message', data: '{"a":1}' })).toBe('id: 42\nevent: conversation.message\ndata: {"a":1}\n\n');
  });

  it('splits multi-line data into data lines that a parser joins back', () => {
    const text = 'first\nsecond\r\nthird';
    expect(sseFrame({ data: text })).toBe('data: first\ndata: second\ndata: third\n\n');
    expect(parse(sseFrame({ id: 1, event: 'x', data: text })).events).toEqual([{ id: '1', event: 'x', data: 'first\nsecond\nthird' }]);
  });

  it('keeps line breaks out of the id, event and comment, so a value cannot start a field of its own', () => {
    const { events, comments } = parse(sseFrame({ id: '7\nevent: forged', event: 'a\nid: 99', data: 'ok', comment: 'beat\ndata: forged' }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: '7event: forged', event: 'aid: 99', data: 'ok' });
    expect(comments).toEqual(['beat data: forged']);
  });

  it('writes the reconnection delay', () => {
    expect(sseFrame({ retry: 2000 })).toBe('retry: 2000\n\n');
  });
});
