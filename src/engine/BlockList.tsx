// Lays out blocks in rows of 24 grid columns, hiding those whose rule does not hold and drawing each
// through the registry; nested blocks (tabs, readiness, disclosure) reuse it.
import { Card, Col, Row } from 'antd';
import { createContext, useContext, type ComponentType } from 'react';
import type { Block } from './config/block';
import { useEngine } from './env';
import type { BlockRendererRegistry, BlockProps } from './registry';
import { isVisible } from './rules/evaluate';

/** The registry blocks are drawn with, provided by EngineProvider. */
export const RegistryContext = createContext<BlockRendererRegistry | undefined>(undefined);

function BlockView({ block }: { block: Block }) {
  const registry = useContext(RegistryContext);
  const Renderer = registry?.get(block.type) as ComponentType<BlockProps<Block>> | undefined;
  if (!Renderer) throw new Error(`区块类型 "${block.type}" 没有注册渲染器`);
  const body = <Renderer block={block} />;
  return block.title ? (
    <Card title={block.title} size="small">
      {body}
    </Card>
  ) : (
    body
  );
}

/**
 * Draws visible blocks in a responsive grid: a block's span holds from antd's md breakpoint (768 px)
 * up; in a narrower window every block takes the whole width, one under the other.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  const { rules } = useEngine();
  const visible = blocks.filter((b) => isVisible(b.visibleWhen, rules));
  return (
    <Row gutter={[16, 16]}>
      {visible.map((block, i) => (
        <Col key={i} xs={24} md={block.span ?? 24} data-block-type={block.type}>
          <BlockView block={block} />
        </Col>
      ))}
    </Row>
  );
}
