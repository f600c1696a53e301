import type { RawMonetizationLifecycle } from './endpoints.js';

/** What `ShowMonetization` resolvers receive: the show's key; each field is one lazy call. */
export interface ShowMonetizationParent {
  stationId: number;
}

export interface MonetizationLifecycleValue {
  partnerProgram: { lifecycleState: string | null; pendingRequirements: unknown[] | null } | null;
  products: unknown;
}

/** 4.18 answer (2.6), tolerant: only `products.PLATFORM_PARTNER_PROGRAM` is typed. */
export function toMonetizationLifecycle(raw: RawMonetizationLifecycle | null): MonetizationLifecycleValue {
  const products = raw && typeof raw === 'object' ? raw.products ?? null : null;
  const program = products && typeof products === 'object' ? products.PLATFORM_PARTNER_PROGRAM : null;
  if (!program || typeof program !== 'object') return { partnerProgram: null, products };
  const pending = Array.isArray(program.pendingRequirements) ? program.pendingRequirements.filter((r) => r !== null && r !== undefined) : null;
  return {
    partnerProgram: {
      lifecycleState: typeof program.lifecycleState === 'string' ? program.lifecycleState : null,
      pendingRequirements: pending,
    },
    products,
  };
}
