import { describe, expect, it } from 'vitest';
import { refusalOf } from './download';

const answer = (status: number, retryAfter?: string) => ({ status, headers: new Headers(retryAfter ? { 'Retry-After': retryAfter } : {}) });

describe('what a person reads of a refused download', () => {
  it("turns the rate limit's Retry-After into the wait, in minutes or seconds", () => {
    const programs = 'Rate limit exceeded; retry after the time in Retry-After';
    expect(refusalOf(answer(429, '420'), programs)).toBe('Too many exports for now: you can export again in 7 minutes.');
    expect(refusalOf(answer(429, '61'), programs)).toBe('Too many exports for now: you can export again in 2 minutes.');
    expect(refusalOf(answer(429, '60'), programs)).toBe('Too many exports for now: you can export again in 1 minute.');
    expect(refusalOf(answer(429, '30'), programs)).toBe('Too many exports for now: you can export again in 30 seconds.');
    expect(refusalOf(answer(429, '1'), programs)).toBe('Too many exports for now: you can export again in 1 second.');
    // Without a usable Retry-After, the server's own words.
    expect(refusalOf(answer(429), programs)).toBe(programs);
    expect(refusalOf(answer(429, 'soon'), programs)).toBe(programs);
  });

  it("shows any other refusal in the server's words, or says the download failed", () => {
    expect(refusalOf(answer(403), 'This export needs a developer')).toBe('This export needs a developer');
    expect(refusalOf(answer(502), undefined)).toBe('The download failed (502). Try again.');
  });
});
