import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.js';

describe('isUuid', () => {
  it('takes 8-4-4-4-12 hexadecimal digits in either case, and nothing around them', () => {
    expect(isUuid('7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('7F1C2A4E-3B5D-4C6E-8F90-1A2B3C4D5E6F')).toBe(true);
    expect(isUuid('7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6')).toBe(false);
    expect(isUuid('7f1c2a4e3b5d4c6e8f901a2b3c4d5e6f')).toBe(false);
    expect(isUuid('7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6g')).toBe(false);
    expect(isUuid(' 7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f')).toBe(false);
    expect(isUuid("7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f' or 1=1")).toBe(false);
  });
});
