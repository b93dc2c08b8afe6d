// The breadcrumb: home, then the current route's title from config/routes.json (for its query).
import { Breadcrumb } from 'antd';
import { memo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { titleForQuery } from '../engine/config/queryTitle';
import { matchRoute } from './routeMatch';

/** "首页 / 当前页"; memoised, as it follows the route and its query only. */
export const ShellBreadcrumb = memo(function ShellBreadcrumb() {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname);
  const items = [{ title: <Link to="/user/course">首页</Link> }];
  if (route && route.name !== 'user-course') {
    const query = Object.fromEntries(new URLSearchParams(search));
    items.push({ title: <span>{titleForQuery(route.title, route.titleByQuery, query)}</span> });
  } else items.push({ title: <span>我的仿真</span> });
  return <Breadcrumb items={items} style={{ marginBottom: 12 }} />;
});
