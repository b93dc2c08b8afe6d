// The "My holdings" floating button (spec section 2): mounted once by the main layout, shown where
// config/shell.json's rule holds (not on the course list or assets page, only with an enterprise),
// draggable, a vertical tab at the right edge half-way down (the exam drawer's 答题 button owns the
// bottom right corner). The modal and everything it draws load on the first click.
import { PieChartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useDragPosition } from './useDragPosition';

const HoldingsModal = lazy(() => import('./HoldingsModal'));

/** The button and, once opened, the modal; `shown` comes from config/shell.json's rule. */
export function Holdings({ shown }: { shown: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { position, handlers, endedDrag } = useDragPosition(() => ({
    right: 0,
    top: Math.round(window.innerHeight / 2),
  }));
  if (!shown) return null;
  return (
    <>
      <Button
        type="primary"
        icon={<PieChartOutlined />}
        className="holdings-button side-float-button"
        title="拖动可移动位置"
        style={{ position: 'fixed', ...position, zIndex: 100, touchAction: 'none' }}
        {...handlers}
        onClick={() => {
          if (endedDrag()) return;
          setLoaded(true);
          setOpen(true);
        }}
      >
        我的持仓
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <HoldingsModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
