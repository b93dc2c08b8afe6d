// Whether the order entry takes declarations: read from the round as the server last answered it (on
// entering the page and on every round push), never from the round list stored before a reload, which
// still says 交易中 after the teacher's 闭市.

/** The loaded state of a round: its status and whether it trades now (isRoundTrading). */
export interface LoadedStatus {
  status: number;
  trading: boolean;
}

/**
 * Why the round takes no orders and no role change now; null while it does, undefined while its
 * status is still loading (the form waits, disabled, without a message).
 */
export function closedReason(loaded: LoadedStatus | null): string | null | undefined {
  if (!loaded) return undefined;
  if (loaded.status === 2) return '本轮已停止报价，不能再申报或更改挂牌角色';
  if (loaded.status >= 3) return '本轮交易申报已结束，不能再申报或更改挂牌角色';
  return loaded.trading ? null : '当前没有进行中的交易场次，暂不能申报或更改挂牌角色';
}
