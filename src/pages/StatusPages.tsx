// The 403 (/temp-page) and 404 pages.
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** 403: the user may not open the page. */
export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle="抱歉，您无权访问此页面"
      extra={
        <Link to="/user/nav">
          <Button type="primary">返回导航页</Button>
        </Link>
      }
    />
  );
}

/** 404: no page at this address. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
