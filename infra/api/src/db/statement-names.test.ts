import { describe, expect, it } from 'vitest';
import { StatementNames } from './statement-names';

describe('StatementNames', () => {
  it('runs a text unnamed the first time and names it once it repeats', () => {
    const names = new StatementNames(2, 10);
    expect(names.nameFor('select 1 where $1')).toBeUndefined();
    const name = names.nameFor('select 1 where $1');
    expect(name).toMatch(/^fh_[\w-]+$/);
    expect(names.nameFor('select 1 where $1')).toBe(name);
  });

  it('gives different texts different names', () => {
    const names = new StatementNames(1, 10);
    expect(names.nameFor('select $1')).not.toBe(names.nameFor('select $2'));
  });

  it('stops naming new texts at the cap but keeps the names it gave', () => {
    const names = new StatementNames(1, 2);
    const a = names.nameFor('a');
    names.nameFor('b');
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe(a);
    expect(names.size).toBe(2);
  });

  it('never names one-off texts even when many pass by', () => {
    const names = new StatementNames(2, 100, 50);
    for (let i = 0; i < 1000; i++) names.nameFor(`insert into t values (${i})`);
    expect(names.size).toBe(0);
  });
});
