// The `noticesDialog` widget: a button that opens the market notices dialog.
import { NotificationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { NoticesDialog } from './index';

/** The notices button placed by a config (no props). */
export function NoticesDialogWidget() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<NotificationOutlined />} onClick={() => setOpen(true)}>
        市场公告
      </Button>
      <NoticesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
