// 在线文档 (/docs): the user guide, readable without signing in, opened from the header's 在线文档 button
// and the navigation page. A chunk of its own: nothing of it enters the first load.
import { Anchor, Card, Col, Grid, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAppName } from '../../shell/appSettings';
import { guideSections, type GuideBlock } from './guideSections';

function Block({ block }: { block: GuideBlock }) {
  if (typeof block === 'string') return <Typography.Paragraph>{block}</Typography.Paragraph>;
  const List = 'steps' in block ? 'ol' : 'ul';
  const items = 'steps' in block ? block.steps : block.points;
  return (
    <Typography.Paragraph>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Typography.Paragraph>
  );
}

/** The guide: contents beside the sections on a wide screen, above them on a narrow one. */
export default function DocsPage() {
  const appName = useAppName();
  // Kept in view beside the sections; above them on a narrow screen it would cover them.
  const wide = Grid.useBreakpoint().md === true;
  return (
    <main className="docs-page" style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={2}>{appName} · 使用说明</Typography.Title>
      <Typography.Paragraph type="secondary">
        本文档说明学员在平台上的操作。各交易品种的出清与结算规则以课程的市场公告和教师说明为准。
        <Link to="/user/nav">返回导航页</Link>
      </Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <nav aria-label="目录">
            <Anchor
              affix={wide}
              offsetTop={16}
              items={guideSections.map((s) => ({ key: s.id, href: `#${s.id}`, title: s.title }))}
            />
          </nav>
        </Col>
        <Col xs={24} md={18}>
          {guideSections.map((section) => (
            <Card key={section.id} id={section.id} style={{ marginBottom: 16 }}>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {section.title}
              </Typography.Title>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </Card>
          ))}
        </Col>
      </Row>
    </main>
  );
}
