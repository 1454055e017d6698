import { describe, expect, it } from 'vitest';
import { containsCardNumber, loggerOptions, redactCardNumbers } from './card-numbers';

describe('card numbers in requests and logs (ADR 265)', () => {
  it('finds card numbers however they are written, and not phone numbers, timestamps or ids', () => {
    for (const text of ['4242424242424242', '4242 4242 4242 4242', 'pay with 5555-5555-5555-4444 please', '{"n":"378282246310005"}', 'cardNumber=4000002500003155&x']) {
      expect(containsCardNumber(text), text).toBe(true);
    }
    for (const text of ['4242424242424241', '(616) 555-0134', '1764400000000', '{"expiresAt":1764400000000}', 'order 12345678', '1111111111111111117', 'pm_4242424242424242x']) {
      expect(containsCardNumber(text), text).toBe(false);
    }
  });

  it('removes them from what is logged: the request line and error messages', () => {
    expect(redactCardNumbers('/v4/x?card=4242 4242 4242 4242&y=1')).toBe('/v4/x?card=[card number removed]&y=1');
    const options = loggerOptions(true) as { serializers: { req(r: unknown): { url: string }; err(e: Error): { message: string; stack: string } } };
    expect(options.serializers.req({ method: 'GET', url: '/v4/a?n=4242424242424242' }).url).not.toContain('4242424242424242');
    const logged = options.serializers.err(new Error('bad 5555555555554444'));
    expect(`${logged.message} ${logged.stack}`).not.toContain('5555555555554444');
    expect(loggerOptions(false)).toBe(false);
    expect(loggerOptions('warn')).toMatchObject({ level: 'warn' });
  });
});
