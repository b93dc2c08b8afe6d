import { describe, expect, expectTypeOf, it } from 'vitest';
import { builtinRenderers } from './builtinRegistry';
import type { Block, BlockRegistry, BlockType } from './config/block';
import { createRegistry, type RendererMap } from './registry';

describe('block registry', () => {
  it('throws when a block type is registered twice', () => {
    const registry = createRegistry();
    registry.register('html', () => null);
    expect(() => registry.register('html', () => null)).toThrow(
      '区块类型 "html" 已注册，不能重复注册',
    );
  });

  it('has a built-in renderer for every block type', () => {
    const types: BlockType[] = [
      'table',
      'form',
      'chart',
      'descriptions',
      'tabs',
      'html',
      'readiness',
      'widget',
      'disclosure',
    ];
    expect(Object.keys(builtinRenderers).sort()).toEqual([...types].sort());
    expectTypeOf(builtinRenderers).toEqualTypeOf<RendererMap>();
    expectTypeOf<Block>().toEqualTypeOf<BlockRegistry[BlockType]>();
  });
});
