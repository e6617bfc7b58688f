import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { whilePaymentIsConfirmed } from '#web/lib/billing.ts';

const beingConfirmed = () =>
  new ApiError(
    409,
    JSON.stringify({
      message: 'Your payment is still being confirmed.',
      code: 'CONFLICT',
      retryAfterSeconds: 2,
    }),
    'Conflict',
  );

describe('waiting for Stripe’s confirmation', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after the time the server names, until the payment is confirmed', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(beingConfirmed())
      .mockRejectedValueOnce(beingConfirmed())
      .mockResolvedValue('claimed');
    const result = whilePaymentIsConfirmed(attempt);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2001);
    await expect(result).resolves.toBe('claimed');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after a few tries, and never repeats any other refusal', async () => {
    vi.useFakeTimers();
    const pending = vi.fn<() => Promise<string>>().mockRejectedValue(beingConfirmed());
    const result = whilePaymentIsConfirmed(pending, 3);
    const settled = expect(result).rejects.toThrow('409');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(pending).toHaveBeenCalledTimes(3);

    const taken = new ApiError(409, JSON.stringify({ message: 'Already attached.', code: 'CONFLICT' }), '');
    const refused = vi.fn<() => Promise<string>>().mockRejectedValue(taken);
    await expect(whilePaymentIsConfirmed(refused)).rejects.toBe(taken);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
