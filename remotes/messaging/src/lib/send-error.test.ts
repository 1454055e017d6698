import { describe, expect, it } from 'vitest';
import { ApiError } from '@floorhire/api-client';
import { MESSAGING_API_TEXTS, MESSAGING_TEXTS } from '@floorhire/domain-messaging';
import { sendErrorText } from './send-error';

const texts = { failed: MESSAGING_TEXTS.createFailed, optedOut: MESSAGING_TEXTS.createOptedOut };

describe('sendErrorText', () => {
  it("gives the spec's opt-out words for a 403 and the generic failure otherwise", () => {
    expect(sendErrorText(new ApiError({ statusCode: 403, message: 'x', error: 'Forbidden' }), texts)).toBe(MESSAGING_TEXTS.createOptedOut);
    expect(sendErrorText(new ApiError({ statusCode: 500, message: 'boom' }), texts)).toBe(MESSAGING_TEXTS.createFailed);
    expect(sendErrorText(new Error('network'), texts)).toBe(MESSAGING_TEXTS.createFailed);
  });

  it('says what the server says when the 403 is a pro the employer may not reach or a lapsed plan, not an opt-out', () => {
    expect(sendErrorText(new ApiError({ statusCode: 403, message: MESSAGING_API_TEXTS.proLocked, error: 'ProLocked' }), texts)).toBe(MESSAGING_API_TEXTS.proLocked);
    expect(sendErrorText(new ApiError({ statusCode: 403, message: 'Plan needed', error: 'SubscriptionRequired' }), texts)).toBe('Plan needed');
  });
});
