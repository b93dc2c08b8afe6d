// The block registry: one renderer per block type. The built-in map below must name a renderer for every
// key of BlockRegistry (a missing one is a compile error), and registering a type twice throws.
import type { ComponentType } from 'react';
import type { BlockRegistry, BlockType } from './config/block';

/** Props every block renderer receives. */
export interface BlockProps<T> {
  /** The block's config. */
  block: T;
}

/** A renderer for blocks of config type T. */
export type Renderer<T> = ComponentType<BlockProps<T>>;

/** A renderer for each block type, keyed by type (Record<keyof BlockRegistry, Renderer> with each entry typed). */
export type RendererMap = { [K in BlockType]: Renderer<BlockRegistry[K]> };

/** A registry of renderers keyed by block type. */
export interface BlockRendererRegistry {
  /** Adds a renderer; throws when the type already has one. */
  register<K extends BlockType>(type: K, renderer: Renderer<BlockRegistry[K]>): void;
  /** The renderer of a type, or undefined. */
  get<K extends BlockType>(type: K): Renderer<BlockRegistry[K]> | undefined;
}

/** An empty registry; `fromMap` fills it from a complete renderer map. */
export function createRegistry(): BlockRendererRegistry {
  const renderers = new Map<BlockType, unknown>();
  return {
    register(type, renderer) {
      if (renderers.has(type)) throw new Error(`区块类型 "${type}" 已注册，不能重复注册`);
      renderers.set(type, renderer);
    },
    get<K extends BlockType>(type: K) {
      return renderers.get(type) as Renderer<BlockRegistry[K]> | undefined;
    },
  };
}

/** A registry holding every renderer of a complete map. */
export function registryFromMap(map: RendererMap): BlockRendererRegistry {
  const registry = createRegistry();
  for (const type of Object.keys(map) as BlockType[]) {
    registry.register(type, map[type] as Renderer<BlockRegistry[typeof type]>);
  }
  return registry;
}
