// Master data of one type as the dropdowns fetch it (spec section 7): the entries offered on the
// site in orderBy order, at most the type's fetch limit, optionally only the roles of some
// functions.
import type { Schemas } from '../../openapi/client';

type MasterDataType = Schemas['MasterDataType'];
type MasterDataEntry = Schemas['MasterDataEntry'];

/** Spec section 7: master-data fetch limits per type; a larger request is capped at these. */
export const MASTER_DATA_LIMITS: Record<MasterDataType, number> = {
  INDUSTRY: 10_000,
  FUNCTION: 10_000,
  ROLE: 10_000,
  COMPANY: 73_098,
  DESIGNATION: 39_519,
  SKILL: 4_035,
  SALARY_MODE: 10_000,
  JOB_ALERT_FREQUENCY: 10_000,
};

/**
 * `offered`: the site's entries of `type` in orderBy order. `limit` defaults to the type's fetch
 * limit and never exceeds it; `parentUuids` keeps the entries whose parent is one of them.
 */
export function masterDataEntries(
  offered: readonly MasterDataEntry[],
  type: MasterDataType,
  limit?: number,
  parentUuids: readonly string[] = [],
): MasterDataEntry[] {
  const cap = Math.min(limit ?? MASTER_DATA_LIMITS[type], MASTER_DATA_LIMITS[type]);
  const parents = new Set(parentUuids);
  const kept =
    parents.size === 0
      ? offered
      : offered.filter((m) => m.parentUuid !== undefined && parents.has(m.parentUuid));
  return kept.slice(0, cap);
}
