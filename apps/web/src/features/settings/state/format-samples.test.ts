import { describe, expect, it } from 'vitest';
import { numberSample, patternSample, SAMPLE_NUMBER } from './format-samples';

describe('format samples of the preferences page', () => {
  it('shows the sample number in each separator choice', () => {
    expect(SAMPLE_NUMBER).toBe('1234567.89');
    expect(numberSample('comma-dot')).toBe('1,234,567.89');
    expect(numberSample('space-comma')).toBe('1\u00a0234\u00a0567,89');
    expect(numberSample('dot-comma')).toBe('1.234.567,89');
    expect(numberSample('plain-dot')).toBe('1234567.89');
  });

  it('applies a date or time pattern in the chosen zone, not the runtime’s', () => {
    const instant = Date.UTC(2024, 0, 15, 22, 30);
    expect(patternSample(instant, 'dd-MM-yyyy HH:mm', 'Asia/Tokyo')).toBe('16-01-2024 07:30');
    expect(patternSample(instant, 'MM-dd-yyyy hh:mm a', 'America/New_York')).toBe('01-15-2024 05:30 pm');
    expect(patternSample(instant, 'yyyy-MM-dd HH:mm:ss', 'UTC')).toBe('2024-01-15 22:30:00');
  });
});
