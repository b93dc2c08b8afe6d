import { afterEach, describe, expect, it } from 'vitest';
import { getWidget, registerWidget, unregisterWidget } from './widgets';

afterEach(() => unregisterWidget('paper'));

describe('widget registry', () => {
  it('returns a registered widget and throws when the name is registered twice', () => {
    const Paper = () => null;
    registerWidget('paper', Paper);
    expect(getWidget('paper')).toBe(Paper);
    expect(() => registerWidget('paper', () => null)).toThrow('组件 "paper" 已注册，不能重复注册');
  });
});
