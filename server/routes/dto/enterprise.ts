import type { EnterpriseView } from '../../domain/enterprises';
import { marginalCostOf } from '../../domain/enterprises';
import { enumValue, type Schemas } from './types';

const energyTypes = [1, 2, 3, 4, 5] as const;

/** The contract's Enterprise of an enterprise view. */
export function enterpriseDto(e: EnterpriseView): Schemas['Enterprise'] {
  return {
    id: e.id,
    name: e.name,
    province: String(e.province),
    provinceName: e.provinceName,
    isBuyer: e.isBuyer === 1,
    isTrade: e.isTrade === 1,
    isPrice: e.isPrice,
    simpleGens: e.units.map((u) => ({
      unitId: u.id,
      name: u.name,
      type: enumValue(u.energyType, energyTypes),
      ...(e.declaredUnits ? { isPrice: e.declaredUnits.units.has(u.id) } : {}),
    })),
    simpleDemands: e.demands.map((d) => ({
      unitId: d.id,
      name: d.name,
      ...(e.declaredUnits ? { isPrice: e.declaredUnits.demands.has(d.id) } : {}),
    })),
    genIds: e.units.map((u) => u.id),
    demandIds: e.demands.map((d) => d.id),
  };
}

/**
 * The contract's Generators of an enterprise; the cost is private, so it is left out unless
 * `withCost` (the caller's own enterprise, or the teacher).
 */
export function generatorDtos(e: EnterpriseView, withCost: boolean): Array<Schemas['Generator']> {
  return e.units.map((u) => ({
    id: u.id,
    name: u.name,
    type: enumValue(u.energyType, energyTypes),
    enterpriseId: e.id,
    province: String(e.province),
    busId: u.busId,
    capacity: u.capacityMw,
    minOutput: u.minMw,
    rampRate: u.rampMwPerSlot,
    ...(withCost ? { marginalCost: marginalCostOf(u) } : {}),
    isVirtual: false,
  }));
}

/** The contract's Demands (loads) of an enterprise. */
export function demandDtos(e: EnterpriseView): Array<Schemas['Demand']> {
  return e.demands.map((d) => ({
    id: d.id,
    name: d.name,
    enterpriseId: e.id,
    province: String(e.province),
    busId: d.busId,
    maxLoad: d.peakMw,
  }));
}
