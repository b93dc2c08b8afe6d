// Chinese messages of the listing engine (挂牌 / 摘牌), sent by the API as 400 messages.

/** Chinese messages of the listing engine. */
export const listingMessages = {
  listingNotFound: (id: string): string => `挂牌不存在：${id}`,
  duplicateId: (id: string): string => `编号重复：${id}`,
  ownListing: (): string => '不能摘本企业的挂牌',
  otherProvince: (): string => '只能摘本省的挂牌',
  listingClosed: (): string => '该挂牌已无剩余电量',
  notOwnListing: (): string => '只能撤销本企业的挂牌',
  alreadyCancelled: (): string => '该挂牌已撤销',
  hasPendingTakes: (): string => '该挂牌已有摘牌申请，不能撤销',
  allTaken: (): string => '已摘取该挂牌的全部可摘电量，请等待分配',
  overTakeRoom: (room: number): string =>
    `摘牌电量超过该挂牌的可摘电量，本企业最多还可摘 ${room.toFixed(2)} MWh`,
  roundEnded: (): string => '本轮交易申报已结束，不能再申报',
};
