import { describe, expect, it } from 'vitest';
import { seasonOptions } from './seasonOptions';

describe('seasonOptions', () => {
  it('lists the current year, the previous years, then 2017 down to 2004', () => {
    const options = seasonOptions(2026, [2025, 2024]);
    expect(options.slice(0, 4)).toEqual([2026, 2025, 2024, 2017]);
    expect(options.at(-1)).toBe(2004);
    expect(options).toHaveLength(3 + 14);
  });

  it('offers a season only once', () => {
    expect(seasonOptions(2018, [2017, 2016])).toEqual([
      2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008, 2007, 2006, 2005, 2004,
    ]);
  });
});
