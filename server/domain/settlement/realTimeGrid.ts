// The grid as it ran: each province's load and renewable output from its ultra-short-term
// (real-time) curves instead of the day-ahead forecast, and every node scaled by its province's
// ratio of the two. The typical-day functions read on it give metered energy; on the forecast grid
// they give the plan. Rules: docs/market-rules.md, "Settlement".
import type { Curve, CourseGrid, ProvinceGrid } from '../gridData';

/** Real-time over forecast per slot (1 where the forecast is 0 or there is no real-time curve). */
function ratios(forecast: readonly number[], realTime: readonly number[]): number[] {
  return forecast.map((f, t) => {
    const rt = realTime[t];
    return rt === undefined || f === 0 ? 1 : rt / f;
  });
}

const scaled = (curve: Curve, by: readonly number[]): Curve => ({
  volume: curve.volume.map((v, t) => v * (by[t] ?? 1)),
  upper: curve.upper,
});

/** The course's grid with real-time load and renewable output. */
export function realTimeGrid(grid: CourseGrid): CourseGrid {
  const byProvince = new Map(
    grid.provinces.map((p) => [
      p.province,
      {
        load: ratios(p.load.volume, p.loadRt),
        renewable: ratios(p.renewable.volume, p.renewableRt),
      },
    ]),
  );
  const provinces: ProvinceGrid[] = grid.provinces.map((p) => {
    const r = byProvince.get(p.province);
    return {
      ...p,
      load: scaled(p.load, r?.load ?? []),
      renewable: scaled(p.renewable, r?.renewable ?? []),
    };
  });
  const busProvince = new Map(grid.buses.map((b) => [b.id, b.province]));
  const busCurves = new Map(
    [...grid.busCurves].map(([key, curve]) => {
      const [kind = '', bus = ''] = key.split(':');
      const r = byProvince.get(busProvince.get(Number(bus)) ?? Number.NaN);
      const by = kind === 'load' ? r?.load : kind === 'renewable' ? r?.renewable : undefined;
      return [key, by ? scaled(curve, by) : curve];
    }),
  );
  return { ...grid, provinces, busCurves };
}
