import { describe, expect, it } from 'vitest';
import { fileRows, isJobRunning, progressPercent, splitDuration } from './job-progress';

describe('job progress', () => {
  it('runs while pending or processing only', () => {
    expect(isJobRunning('pending')).toBe(true);
    expect(isJobRunning('processing')).toBe(true);
    expect(isJobRunning('completed')).toBe(false);
    expect(isJobRunning('cancelled')).toBe(false);
    expect(isJobRunning('failed')).toBe(false);
  });

  it('floors the percentage and caps it at 100', () => {
    expect(progressPercent({ processedRows: 1, totalRows: 3 })).toBe(33);
    expect(progressPercent({ processedRows: 999, totalRows: 1000 })).toBe(99);
    expect(progressPercent({ processedRows: 5, totalRows: 4 })).toBe(100);
    expect(progressPercent({ processedRows: 0, totalRows: 0 })).toBe(100);
  });

  it('counts refused rows among the file rows', () => {
    expect(fileRows({ totalRows: 4, invalidRows: 1 })).toBe(5);
  });

  it('splits a duration into minutes and whole seconds, rounding up', () => {
    expect(splitDuration(125.2)).toEqual({ minutes: 2, seconds: 6 });
    expect(splitDuration(0.4)).toEqual({ minutes: 0, seconds: 1 });
    expect(splitDuration(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});
