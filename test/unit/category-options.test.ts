import { describe, expect, it } from 'vitest';
import { isAllowedCategory, readCategoryOptions } from '../../src/modules/show-settings/category.js';

/**
 * The category options of 4.20 (shape not shown): which forms are read, and which ones are read
 * without doubt, the only ones the gateway may refuse a pair with.
 */
describe('category options: read, and fit to judge a pair', () => {
  it('reads {value, label} pairs by the value that is a pair, not the display label', () => {
    const read = readCategoryOptions([
      { value: 'Technology|Software', label: 'Technology / Software' },
      { value: 'Technology|Gadgets', label: 'Technology / Gadgets' },
      { value: 'Arts|Books', label: 'Arts / Books' },
    ]);
    expect(read).toEqual({
      options: [
        { name: 'Technology', subcategories: ['Software', 'Gadgets'] },
        { name: 'Arts', subcategories: ['Books'] },
      ],
      checkable: true,
    });
    expect(isAllowedCategory(read.options, { primary: 'Technology', secondary: 'Software' })).toBe(true);
    expect(isAllowedCategory(read.options, { primary: 'Technology', secondary: 'Knitting' })).toBe(false);
  });

  it.each([
    ['the sandbox form', { categories: [{ name: 'Arts', subcategories: ['Books'] }] }],
    ['pipe-joined strings', ['Arts|Books']],
    ['a map of names', { Arts: ['Books'] }],
    ['labels with children', { data: [{ label: 'Arts', children: [{ label: 'Books' }] }] }],
  ])('reads %s without doubt', (_name, raw) => {
    expect(readCategoryOptions(raw)).toEqual({ options: [{ name: 'Arts', subcategories: ['Books'] }], checkable: true });
  });

  it.each([
    ['names that could be either of two strings', [{ value: 'tech', label: 'Technology', children: [{ value: 'sw', label: 'Software' }] }]],
    ['entries it cannot read among readable ones', ['Arts|Books', 42, { nothing: true }]],
    ['main categories without a single pair (4.20 takes two names)', [{ label: 'Technology' }, { label: 'Arts' }]],
    ['a labelled list whose values are not pairs', [{ value: 'technology-software', label: 'Technology / Software' }]],
    ['nothing', null],
    ['an empty list', []],
  ])('is not fit to refuse a pair with %s', (_name, raw) => {
    expect(readCategoryOptions(raw).checkable).toBe(false);
  });
});
