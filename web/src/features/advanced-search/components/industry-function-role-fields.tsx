// Industries (several), function, and the roles of the chosen function, from the site's master
// data (spec sections 2, 7).
import { useMasterData } from '../../../api/get-master-data';
import type { FormPartProps } from '../search-form';

/** Spec section 7: industries, functions and roles are fetched whole, up to 10000. */
const MASTER_DATA_LIMIT = 10_000;

export function IndustryFunctionRoleFields({ id, form, update }: FormPartProps) {
  const industries = useMasterData({ type: 'INDUSTRY', limit: MASTER_DATA_LIMIT });
  const functions = useMasterData({ type: 'FUNCTION', limit: MASTER_DATA_LIMIT });
  const roles = useMasterData(
    {
      type: 'ROLE',
      limit: MASTER_DATA_LIMIT,
      ...(form.functionUuid ? { parentUuids: [form.functionUuid] } : {}),
    },
    Boolean(form.functionUuid),
  );

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-industries`}>Industry</label>
        <select
          id={`${id}-industries`}
          multiple
          size={6}
          value={form.industries}
          aria-describedby={`${id}-industries-hint`}
          onChange={(event) =>
            update({ industries: [...event.target.selectedOptions].map((o) => o.value) })
          }
        >
          {(industries.data?.data ?? []).map((industry) => (
            <option key={industry.uuid} value={industry.id}>
              {industry.name}
            </option>
          ))}
        </select>
        <span id={`${id}-industries-hint`} className="field-hint">
          {industries.isPending
            ? 'Loading industries…'
            : 'Hold Ctrl (⌘ on Mac) to choose more than one.'}
        </span>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-function`}>Function</label>
          <select
            id={`${id}-function`}
            value={form.functionUuid}
            onChange={(event) => {
              const uuid = event.target.value;
              const chosen = functions.data?.data.find((f) => f.uuid === uuid);
              update({
                functionUuid: uuid,
                functionId: chosen === undefined ? '' : String(chosen.id),
                role: '',
              });
            }}
          >
            <option value="">Any</option>
            {(functions.data?.data ?? []).map((f) => (
              <option key={f.uuid} value={f.uuid}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={form.role}
            disabled={!form.functionUuid}
            onChange={(event) => update({ role: event.target.value })}
          >
            <option value="">{form.functionUuid ? 'Any' : 'Choose a function first'}</option>
            {(roles.data?.data ?? []).map((r) => (
              <option key={r.uuid} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
