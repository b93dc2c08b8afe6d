// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameContent } from './useSameContent';
import { sameRules } from './useShellRules';
import { buildRuleContext } from './ruleContext';
import { emptyCourseState } from '../machines/courseState';

describe('values kept while their content is the same', () => {
  it('returns the held value for an equal one built anew, and the new value when it differs', () => {
    const first = [{ key: 'assets', title: '企业信息' }];
    const { result, rerender } = renderHook(({ value }) => useSameContent(value), {
      initialProps: { value: first },
    });
    rerender({ value: [{ key: 'assets', title: '企业信息' }] });
    expect(result.current).toBe(first);
    const changed = [
      { key: 'assets', title: '企业信息' },
      { key: 'calendar', title: '交易日历' },
    ];
    rerender({ value: changed });
    expect(result.current).toBe(changed);
    rerender({ value: [...changed] });
    expect(result.current).toBe(changed);
  });

  it('treats rule contexts built from equal inputs as the same, and a new permission as a change', () => {
    const inputs = {
      permissions: [],
      course: emptyCourseState,
      settings: {},
      routeName: 'user-assets',
    };
    const a = buildRuleContext(inputs);
    expect(sameRules(a, buildRuleContext({ ...inputs, course: { ...emptyCourseState } }))).toBe(
      true,
    );
    const granted = buildRuleContext({
      ...inputs,
      permissions: [{ name: 'Admin.Courses', isGranted: true }],
    });
    expect(sameRules(a, granted)).toBe(false);
  });
});
