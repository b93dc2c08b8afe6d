// Province keys read as the course's province names, -1 as 省间, unknown keys as themselves.
import { describe, expect, it } from 'vitest';
import type { Column } from '../config/column';
import { formatValue } from './format';
import { provinceOptions, withProvinceNames } from './provinces';

const course = {
  provinceList: [
    { province: '37', name: '山东', hasTrade: true },
    { province: '32', name: '江苏', hasTrade: true },
  ],
};

describe('province names', () => {
  it("lists the course's provinces and the inter-provincial pseudo-province", () => {
    expect(provinceOptions(course)).toEqual([
      { value: '37', label: '山东' },
      { value: '32', label: '江苏' },
      { value: '-1', label: '省间' },
    ]);
    expect(provinceOptions(undefined)).toEqual([{ value: '-1', label: '省间' }]);
  });

  it('names the keys of province columns, text or number, and leaves unknown keys', () => {
    const [column] = withProvinceNames(
      [{ field: 'province', title: '省份', valueType: 'province' }],
      course,
    );
    expect(formatValue('37', column!)).toBe('山东');
    expect(formatValue(32, column!)).toBe('江苏');
    expect(formatValue(-1, column!)).toBe('省间');
    expect(formatValue('44', column!)).toBe('44');
  });

  it('keeps other columns and options a config lists itself', () => {
    const own: Column = {
      field: 'p',
      title: '省份',
      valueType: 'province',
      options: [{ value: '37', label: '鲁' }],
    };
    const text: Column = { field: 'name', title: '名称' };
    const [a, b] = withProvinceNames([own, text], course);
    expect(a).toBe(own);
    expect(b).toBe(text);
    expect(formatValue('37', a!)).toBe('鲁');
  });
});
