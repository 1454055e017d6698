import { describe, expect, it } from 'vitest';
import { clientLikePattern, containsPattern } from './like';

describe('LIKE patterns from user text', () => {
  it('matches plain text anywhere and literally', () => {
    expect(containsPattern('  cnc_op 50% ')).toBe('%cnc\\_op 50\\%%');
    expect(containsPattern('   ')).toBeNull();
  });

  it('escapes a trailing backslash, which would otherwise make the pattern invalid', () => {
    expect(containsPattern('weld\\')).toBe('%weld\\\\%');
    expect(clientLikePattern('%weld\\')).toBe('%weld\\\\');
  });

  it("keeps a client's % wildcards but not _", () => {
    expect(clientLikePattern('%tool_die%')).toBe('%tool\\_die%');
    expect(clientLikePattern('tool')).toBe('%tool%');
  });
});
