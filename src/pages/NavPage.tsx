// The navigation page after login (/user/nav): the links of `api/app/navLink` as cards.
import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { components } from '../api/schema.gen';
import { useAppName } from '../shell/appSettings';
import { useServices } from '../shell/services';

type NavLink = components['schemas']['NavLink'];

/** Opens an app route in place, anything else (the /docs site, /admin/) as a full page load. */
export function isAppRoute(url: string): boolean {
  return url.startsWith('/user') || url.startsWith('/spot') || url.startsWith('/screen');
}

/** The navigation page (link-nav). */
export default function NavPage() {
  const { api } = useServices();
  const navigate = useNavigate();
  const appName = useAppName();
  const [links, setLinks] = useState<NavLink[] | null>(null);
  useEffect(() => {
    void api.GET('/api/app/navLink').then(({ data }) => {
      setLinks([...(data?.items ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)));
    });
  }, [api]);
  const open = (url: string) => {
    if (isAppRoute(url)) navigate(url);
    else globalThis.location.assign(url);
  };
  return (
    <div className="nav-page">
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        {appName}
      </Typography.Title>
      {links === null ? (
        <Spin />
      ) : links.length === 0 ? (
        <Empty description="暂无可用的导航链接" />
      ) : (
        <Row gutter={[24, 24]} justify="center">
          {links.map((link) => (
            <Col key={link.id} xs={24} sm={12} md={8} lg={6}>
              <Card hoverable onClick={() => open(link.url)} role="link" aria-label={link.name}>
                <Card.Meta title={link.name} description={link.description ?? link.url} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
