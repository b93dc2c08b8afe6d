// The PJM 5-bus system as published by F. Li and R. Bo, "Small test systems for power system economic
// studies", IEEE PES General Meeting 2010 (data from PJM's LMP training material). Loads 300 MW at B,
// 300 MW at C, 400 MW at D; line E–D limited to 240 MW (binding), line A–B to 400 MW. Published
// dispatch (Li & Bo, the DC-OPF case): Alta 40, Park City 170, Solitude 323.49, Sundance 0,
// Brighton 466.51 MW; LMPs A 16.98, B 26.38, C 30.00, D 39.94, E 10.00 $/MWh (read here as 元/MWh).
import type { SpotInput } from './spotTypes';

/** Bus ids A–E. */
export const [A, B, C, D, E] = [1, 2, 3, 4, 5];

/** The case data from Li & Bo (2010), Tables I and II; reactances in p.u. on 100 MVA. */
export const pjm5Bus: SpotInput = {
  slotCount: 1,
  buses: [A, B, C, D, E].map((id) => ({ id })),
  lines: [
    { id: 1, fromBusId: A, toBusId: B, reactance: 0.0281, limitMw: 400 },
    { id: 2, fromBusId: A, toBusId: D, reactance: 0.0304 },
    { id: 3, fromBusId: A, toBusId: E, reactance: 0.0064 },
    { id: 4, fromBusId: B, toBusId: C, reactance: 0.0108 },
    { id: 5, fromBusId: C, toBusId: D, reactance: 0.0297 },
    { id: 6, fromBusId: D, toBusId: E, reactance: 0.0297, limitMw: 240 },
  ],
  units: [
    { id: 1, busId: A, pminMw: 0, pmaxMw: 40, offer: [{ volumeMw: 40, price: 14 }] }, // Alta
    { id: 2, busId: A, pminMw: 0, pmaxMw: 170, offer: [{ volumeMw: 170, price: 15 }] }, // Park City
    { id: 3, busId: C, pminMw: 0, pmaxMw: 520, offer: [{ volumeMw: 520, price: 30 }] }, // Solitude
    { id: 4, busId: D, pminMw: 0, pmaxMw: 200, offer: [{ volumeMw: 200, price: 40 }] }, // Sundance
    { id: 5, busId: E, pminMw: 0, pmaxMw: 600, offer: [{ volumeMw: 600, price: 10 }] }, // Brighton
  ],
  loads: [
    { busId: B, mw: [300] },
    { busId: C, mw: [300] },
    { busId: D, mw: [400] },
  ],
  settings: { slotHours: 1, referenceBusId: A },
};
