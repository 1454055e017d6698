import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  bucketFilter,
  CONVERSATION_BUCKETS,
  dropSelection,
  fillTemplate,
  inBucket,
  isSelectionPending,
  markUnlocked,
  mergeMessages,
  messagePageOffset,
  moveToTop,
  parseMessageUserSearch,
  parseProIds,
  resolveSelection,
  selectPro,
  smsKeyword,
  tenDigitPhone,
  waitForSelection,
  type SelectedPro,
} from './rules';
import { CreateConversationBodySchema, TemplateBodySchema } from './schemas';
import { MESSAGING_API_TEXTS, MESSAGING_TEXTS, TEMPLATE_TEXTS } from './texts';

describe('spec texts', () => {
  it("keeps spec 002 §8's and spec 001 §8's words", () => {
    expect(MESSAGING_TEXTS.sendOptedOut).toBe('Message not sent: Candidate opted out of SMS messaging');
    expect(MESSAGING_TEXTS.createFailed).toBe("Couldn't create conversation. Please try again..");
    expect(TEMPLATE_TEXTS.undoing).toBe('Undoing...');
  });
});

describe('buckets (spec 002 §2)', () => {
  it('lists the nine buckets in order and files each applicant status in exactly one closed or open bucket', () => {
    expect(CONVERSATION_BUCKETS).toEqual(['New Applicants', 'Engaged', 'Review', 'Interview', 'Other', 'All Open', 'Offer', 'Hired', 'Rejected']);
    expect(inBucket('New Applicants', 'New')).toBe(true);
    expect(inBucket('Engaged', 'Contact')).toBe(true);
    expect(inBucket('Other', null)).toBe(true);
    expect(inBucket('Rejected', 'Not interested')).toBe(true);
    expect(inBucket('All Open', 'Interview')).toBe(true);
    expect(inBucket('All Open', null)).toBe(true);
    expect(inBucket('All Open', 'Hired')).toBe(false);
    expect(inBucket('Review', 'Interview')).toBe(false);
    expect(bucketFilter('All Open')).toEqual({ statuses: ['Hired', 'Rejected', 'Not interested'], negate: true, withNull: true });
    expect(bucketFilter('Other')).toEqual({ statuses: ['Notified'], negate: false, withNull: true });
  });
});

describe('SMS keywords', () => {
  it('treats a reply that is only an opt-out keyword as opt-out, any case and spacing', () => {
    for (const word of ['STOP', 'stop', ' Quit ', 'END', 'revoke', 'opt out', 'OPT  OUT', 'Cancel', 'UNSUBSCRIBE', 'stop!']) expect(smsKeyword(word), word).toBe('opt-out');
    expect(smsKeyword('START')).toBe('opt-in');
    expect(smsKeyword('start.')).toBe('opt-in');
    for (const text of ["Please don't stop", 'stop by at 3', 'Started already', '']) expect(smsKeyword(text), text).toBeNull();
  });

  it('reads US numbers as 10 digits', () => {
    expect(tenDigitPhone('+13125550100')).toBe('3125550100');
    expect(tenDigitPhone('(312) 555-0100')).toBe('3125550100');
    expect(tenDigitPhone('+443125550100')).toBeNull();
  });
});

describe('staff message search (spec 002 §5)', () => {
  it('splits a name on the space, matches one word to either name, and reads digits as a conversation id', () => {
    expect(parseMessageUserSearch('  Ann  Lee ')).toEqual({ kind: 'full-name', first: 'Ann', last: 'Lee' });
    expect(parseMessageUserSearch('Mary Ann Lee')).toEqual({ kind: 'full-name', first: 'Mary', last: 'Ann Lee' });
    expect(parseMessageUserSearch('Lee')).toEqual({ kind: 'either', name: 'Lee' });
    expect(parseMessageUserSearch('42')).toEqual({ kind: 'conversation', conversationId: 42 });
    expect(parseMessageUserSearch('   ')).toBeNull();
  });
});

describe('selection of pros (spec 002 §4)', () => {
  const pro = { id: 1, fullName: 'Ann Lee', unlocked: false, source: 'ppp' as const };

  it("starts 'pending', resolves to an id or null, drops on failure, marks unlocked", () => {
    let list: SelectedPro[] = selectPro([], pro);
    list = selectPro(list, { ...pro, id: 2 });
    expect(list.map((p) => p.conversationId)).toEqual(['pending', 'pending']);
    expect(isSelectionPending(list)).toBe(true);
    list = resolveSelection(list, 1, 17);
    list = dropSelection(list, 2);
    expect(list).toEqual([{ ...pro, conversationId: 17 }]);
    expect(isSelectionPending(list)).toBe(false);
    expect(markUnlocked(list, 1)[0]!.unlocked).toBe(true);
    expect(selectPro(list, pro)).toHaveLength(1);
  });

  it('waits while any is pending, polling', async () => {
    let list: SelectedPro[] = selectPro([], pro);
    setTimeout(() => (list = resolveSelection(list, 1, null)), 30);
    const done = await waitForSelection(() => list, 10);
    expect(done[0]!.conversationId).toBeNull();
  });

  it('reads proIds of the compose link', () => {
    expect(parseProIds('1,2, 2,x,-3')).toEqual([1, 2]);
    expect(parseProIds(null)).toEqual([]);
  });
});

describe('messages', () => {
  const m = (id: number | null, ts: string, localKey?: string) => ({ id, createTs: ts, ...(localKey ? { localKey } : {}) });

  it('merges pages and live events without duplicates, oldest first, unsent last until resent', () => {
    const merged = mergeMessages([m(2, '2026-01-01T00:02'), m(null, '2026-01-01T00:05', 'k1')], [m(1, '2026-01-01T00:01'), m(2, '2026-01-01T00:02')]);
    expect(merged.map((x) => x.id)).toEqual([1, 2, null]);
    const resent = mergeMessages(merged, [m(3, '2026-01-01T00:06', 'k1')]);
    expect(resent.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('counts pages of 20 from 1', () => {
    expect(messagePageOffset(1)).toBe(0);
    expect(messagePageOffset(3)).toBe(40);
    expect(messagePageOffset(0)).toBe(0);
  });

  it('moves a conversation to the top, or says to reload when absent', () => {
    const list = [
      { conversationId: 1, activeTs: 'a' },
      { conversationId: 2, activeTs: 'b' },
    ];
    expect(moveToTop(list, 2, { activeTs: 'c' })).toEqual([
      { conversationId: 2, activeTs: 'c' },
      { conversationId: 1, activeTs: 'a' },
    ]);
    expect(moveToTop(list, 9, {})).toBeNull();
  });
});

describe('templates (spec 001)', () => {
  it('fills the four placeholders, leaving unknown ones', () => {
    expect(fillTemplate('Hi [Pro FirstName], I am [My Name] of [Company Name]. [Pro FullName] [Other]', { 'Pro FirstName': 'Ann', 'My Name': 'Bo', 'Company Name': 'Acme', 'Pro FullName': 'Ann Lee' })).toBe(
      'Hi Ann, I am Bo of Acme. Ann Lee [Other]',
    );
  });

  it('limits a title to 48 characters', () => {
    expect(v.safeParse(TemplateBodySchema, { title: 'x'.repeat(48), message: 'm' }).success).toBe(true);
    expect(v.safeParse(TemplateBodySchema, { title: 'x'.repeat(49), message: 'm' }).success).toBe(false);
  });

  it('asks for a message in the words of the API texts', () => {
    const result = v.safeParse(CreateConversationBodySchema, { userProfileId: 1, message: '  ' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MESSAGING_API_TEXTS.messageRequired);
  });
});
