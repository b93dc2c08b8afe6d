// The loading and error states of the overview widgets, drawn by the engine's BlockState so they look
// like every block's (spinner, Chinese error with 重试), and the message shown before a course is entered.
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { BlockState } from '../../engine/BlockState';
import type { Loaded } from './overviewData';

/** Shown where a course is needed and none has been entered. */
export const noCourseText = '尚未进入课程，请先在“我的仿真”中进入一门课程';

/** The empty state of a course without rounds. */
export const noRoundsText = '本课程暂无交易轮次';

/** The empty state of an enterprise without trades. */
export const noTradesText = '暂无成交记录';

/** The empty state before a course is entered. */
export function NoCourse() {
  return <Empty description={noCourseText} />;
}

/** Both answers once both are ready; the first error, else loading, until then. */
export function both<A, B>(a: Loaded<A>, b: Loaded<B>): Loaded<[A, B]> {
  const reload = () => {
    a.reload();
    b.reload();
  };
  if (a.status === 'error') return { ...a, reload };
  if (b.status === 'error') return { ...b, reload };
  if (a.status === 'loading' || b.status === 'loading') return { status: 'loading', reload };
  const stale = a.stale || b.stale;
  return { status: 'ready', data: [a.data, b.data], reload, ...(stale ? { stale } : {}) };
}

/** Draws `state`: spinner, error with 重试, `empty` when `isEmpty` holds, else `children(data)`. */
export function LoadedState<T>({
  state,
  isEmpty = () => false,
  emptyText,
  children,
}: {
  state: Loaded<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  // BlockState hands its data back untyped; the typed answer is this state's own.
  const data = state.status === 'ready' ? state.data : undefined;
  return (
    <BlockState
      state={state}
      isEmpty={() => data === undefined || isEmpty(data)}
      {...(emptyText ? { emptyText } : {})}
    >
      {() => (data === undefined ? null : children(data))}
    </BlockState>
  );
}
