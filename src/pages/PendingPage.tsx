// A route whose screen a later issue builds: it shows the round selector and an honest empty state,
// so every route of spec section 2 opens a real page instead of failing.
import { Empty, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { emptyMessages } from '../machines/messages';
import { ShellEnvProvider } from '../shell/ShellEnvProvider';
import { useCourse } from '../engine/useCourse';
import { RoundSelector } from '../widgets/RoundSelector';
import { filterRounds } from '../widgets/RoundSelector/roundFilter';

/** The page for a route without its screen yet. */
export default function PendingPage({ title }: { title: string }) {
  return (
    <ShellEnvProvider>
      <Pending title={title} />
    </ShellEnvProvider>
  );
}

function Pending({ title }: { title: string }) {
  const [search] = useSearchParams();
  const { rounds } = useCourse();
  const query = {
    type: search.get('type'),
    isProvince: search.get('isProvince'),
    cycle: search.get('cycle'),
  };
  const offered = filterRounds(rounds, query);
  return (
    <section aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <RoundSelector query={query} />
      <Empty
        description={
          offered.length === 0
            ? emptyMessages.noTradingInformation
            : `“${title}”页面正在建设中，暂无可显示的内容`
        }
      />
    </section>
  );
}
