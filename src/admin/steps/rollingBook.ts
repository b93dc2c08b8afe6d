// What the teacher's card shows of a type-3 round, read through the typed client: every province's
// books (anonymous depth per price level, one book per time segment, or per hour in a cycle-3 round)
// with the listings (挂牌) open there and the takes waiting on them, the trade tape summed up, and the
// sessions (场次). Pure grouping lives here so tests can feed rows.
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { formatHour } from '../../engine/values/format';
import { stepHeaders } from './callStep';

/** One price level of a book as the contract gives it. */
export type BookLevel = components['schemas']['BookLevel'];
/** One trade of the tape. */
export type ListingTrade = components['schemas']['ListingTrade'];
/** One open listing, with its poster and the volume its takes wait for (the teacher's read). */
export type OpenListing = components['schemas']['ListingOrder'];
/** One session with its counts (teacher-only read). */
export type RollingSession = components['schemas']['RollingSession'];

/** One book: a province and a segment or hour, with both sides best price first. */
export interface Book {
  key: string;
  province: number;
  /** Segment id (monthly, multi-day) or hour (cycle 3). */
  period: number;
  bids: BookLevel[];
  asks: BookLevel[];
  /** Listings open in the book, in posting order. */
  listings: OpenListing[];
}

/** Trade count, traded volume (MWh) and volume-weighted average price of a tape. */
export interface TradeSummary {
  count: number;
  volume: number;
  averagePrice: number | null;
}

/** The names the card shows instead of ids. */
export interface BookNames {
  province(id: number): string;
  period(id: number): string;
}

const periodOf = (row: Pick<BookLevel, 'timeId' | 'objId'>): number => row.timeId ?? row.objId ?? 0;

/**
 * Groups both sides' levels and the open listings into books, ordered by province then period; bids
 * high to low, asks low to high. A book with only listings is a book too: the teacher watches it.
 */
export function groupBooks(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
  listings: readonly OpenListing[] = [],
): Book[] {
  const books = new Map<string, Book>();
  const bookOf = (row: Pick<BookLevel, 'province' | 'timeId' | 'objId'>) => {
    const period = periodOf(row);
    const key = `${row.province}-${period}`;
    let book = books.get(key);
    if (!book) {
      book = { key, province: row.province, period, bids: [], asks: [], listings: [] };
      books.set(key, book);
    }
    return book;
  };
  for (const level of bids) bookOf(level).bids.push(level);
  for (const level of asks) bookOf(level).asks.push(level);
  for (const listing of listings) bookOf(listing).listings.push(listing);
  for (const book of books.values()) {
    book.bids.sort((a, b) => b.price - a.price);
    book.asks.sort((a, b) => a.price - b.price);
  }
  return [...books.values()].sort((a, b) => a.province - b.province || a.period - b.period);
}

/** Sums the tape; volumes in hundredths of a MWh and money in fen so the totals carry no float noise. */
export function summariseTrades(trades: readonly ListingTrade[]): TradeSummary {
  let cents = 0;
  let fen = 0;
  for (const t of trades) {
    cents += Math.round(t.volume * 100);
    fen += Math.round(t.volume * t.price * 100);
  }
  return {
    count: trades.length,
    volume: cents / 100,
    averagePrice: cents > 0 ? Math.round((fen / cents) * 100) / 100 : null,
  };
}

/** Cycle-3 rounds trade per hour and read the V8 books. */
const hourly = (cycle: number) => cycle === 3;

/** One side of every province's books of the round (the teacher sees all provinces). */
export async function loadBookSide(
  api: ApiClient,
  round: { id: number; cycle: number },
  side: 'bids' | 'asks',
): Promise<BookLevel[]> {
  const options = { params: { query: { roundId: round.id } }, headers: stepHeaders };
  const path = hourly(round.cycle)
    ? side === 'bids'
      ? '/api/app/v8/listing/buyOrders'
      : '/api/app/v8/listing/sellOrders'
    : side === 'bids'
      ? '/api/app/listing/buyOrders'
      : '/api/app/listing/sellOrders';
  const { data } = await api.GET(path, options);
  if (!data) throw new Error('盘口加载失败，请稍后刷新');
  return data.items;
}

/** The operation each side and hourliness reads, as hub pushes name it. */
export function bookOperation(cycle: number, side: 'bids' | 'asks'): string {
  const name = side === 'bids' ? 'getBuyOrders' : 'getSellOrders';
  return hourly(cycle) ? `${name}V8` : name;
}

/** Every operation the teacher's card reads, to read them all again after a step or a refresh. */
export function cardOperations(cycle: number): string[] {
  return [
    bookOperation(cycle, 'bids'),
    bookOperation(cycle, 'asks'),
    'getListingOrders',
    'getListingTrades',
    'getRollingSessions',
  ];
}

/** Total volume (MWh) the takes of the listings wait for, summed in hundredths of a MWh. */
export function pendingTotal(listings: readonly OpenListing[]): number {
  return listings.reduce((cents, l) => cents + Math.round((l.pendingVolume ?? 0) * 100), 0) / 100;
}

/** The round's open listings in every province, with their posters and waiting takes (teacher). */
export async function loadListings(api: ApiClient, roundId: number): Promise<OpenListing[]> {
  const { data } = await api.GET('/api/app/listing', {
    params: { query: { roundId, maxResultCount: 1000 } },
    headers: stepHeaders,
  });
  if (!data) throw new Error('挂牌加载失败，请稍后刷新');
  return data.items;
}

/** The round's trade tape (all provinces, with names, for the teacher). */
export async function loadTrades(api: ApiClient, roundId: number): Promise<ListingTrade[]> {
  const { data } = await api.GET('/api/app/listing/trades', {
    params: { query: { roundId } },
    headers: stepHeaders,
  });
  if (!data) throw new Error('成交记录加载失败，请稍后刷新');
  return data.items;
}

/** The round's sessions with their counts. */
export async function loadSessions(api: ApiClient, roundId: number): Promise<RollingSession[]> {
  const { data } = await api.GET('/api/app/admin/round/{id}/rollingSessions', {
    params: { path: { id: roundId } },
    headers: stepHeaders,
  });
  if (!data) throw new Error('交易场次加载失败，请稍后刷新');
  return data.items;
}

/** Province and segment names of the round's course; ids stand in for names that fail to load. */
export async function loadBookNames(
  api: ApiClient,
  round: { id: number; courseId: number; cycle: number },
): Promise<BookNames> {
  const [course, object] = await Promise.all([
    api.GET('/api/app/course/{id}', {
      params: { path: { id: round.courseId } },
      headers: stepHeaders,
    }),
    hourly(round.cycle)
      ? Promise.resolve(null)
      : api.GET('/api/app/customObject/object/{id}', {
          params: { path: { id: round.id } },
          headers: stepHeaders,
        }),
  ]);
  const provinces = new Map(
    (course.data?.provinceList ?? []).map((p) => [String(p.province), p.name]),
  );
  const segments = new Map((object?.data?.items ?? []).map((s) => [s.id as number, s.name]));
  return {
    province: (id) => provinces.get(String(id)) ?? String(id),
    period: hourly(round.cycle)
      ? (hour) => formatHour(hour)
      : (segment) => segments.get(segment) ?? `时段${segment}`,
  };
}
