import { describe, expect, it } from 'vitest';
import { prepareLogin } from './loginInput';

describe('prepareLogin', () => {
  it('trims both inputs and lower-cases the username', () => {
    expect(prepareLogin('  Ola.Nordmann ', ' hemmelig ')).toEqual({ username: 'ola.nordmann', password: 'hemmelig' });
  });

  it('sends nothing when either input is empty', () => {
    expect(prepareLogin('', 'hemmelig')).toBeNull();
    expect(prepareLogin('ola', '   ')).toBeNull();
  });

  it('ignores inputs longer than 20 characters', () => {
    expect(prepareLogin('a'.repeat(21), 'hemmelig')).toBeNull();
    expect(prepareLogin('ola', 'p'.repeat(21))).toBeNull();
    expect(prepareLogin('a'.repeat(20), 'p'.repeat(20))).toEqual({
      username: 'a'.repeat(20),
      password: 'p'.repeat(20),
    });
  });

  it('measures the length after trimming', () => {
    expect(prepareLogin(`  ${'a'.repeat(20)}  `, 'hemmelig')).toEqual({
      username: 'a'.repeat(20),
      password: 'hemmelig',
    });
  });
});
