import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH, TEAM_NAME_LENGTH, USERNAME_LENGTH, isLengthWithin, isUploadImageType } from './limits';

describe('limits', () => {
  it('checks inclusive lengths', () => {
    expect(isLengthWithin('ab', USERNAME_LENGTH)).toBe(false);
    expect(isLengthWithin('abc', USERNAME_LENGTH)).toBe(true);
    expect(isLengthWithin('a'.repeat(20), USERNAME_LENGTH)).toBe(true);
    expect(isLengthWithin('a'.repeat(21), USERNAME_LENGTH)).toBe(false);
    expect(isLengthWithin('a'.repeat(30), TEAM_NAME_LENGTH)).toBe(true);
    expect(isLengthWithin('abcd', PASSWORD_LENGTH)).toBe(false);
  });

  it('takes PNG, JPEG, WebP and GIF pictures only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp', 'image/gif'].every(isUploadImageType)).toBe(true);
    expect(['image/svg+xml', 'image/bmp', 'image/', '', 'text/plain'].some(isUploadImageType)).toBe(false);
  });
});
