import { describe, expect, it } from 'vitest';
import { refundRequestSchema } from './refund';

describe('refundRequestSchema', () => {
  const messages = (reason: string) => refundRequestSchema.safeParse({ reason }).error?.issues.map((i) => i.message);
  it('asks for a reason once when it is blank', () => {
    expect(messages('   ')).toEqual(['Please give the reason for the refund.']);
  });
  it('wants a few words', () => {
    expect(messages('no')).toEqual(['The reason must be at least 5 characters.']);
    expect(refundRequestSchema.parse({ reason: '  Customer withdrew ' })).toEqual({ reason: 'Customer withdrew' });
  });
});
