// The app start's failure page (runtime configuration unreadable), with 重试. Its own chunk: antd's
// Result with its pictures is not needed by a start that works.
import { Button, Result } from 'antd';

/** Shows why the app could not start and offers to try again. */
export default function StartFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Result
      status="error"
      title={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
