// Industries (several), function, and the roles of the chosen function, from the site's master
// data (spec sections 2, 7): long lists, so each is the searchable dropdown or multi-select.
import { useMasterData } from '../../../api/get-master-data';
import { SearchableSelect, type SelectOption } from '../../../components/searchable-select';
import type { FormPartProps } from '../search-form';

/** Spec section 7: industries, functions and roles are fetched whole, up to 10000. */
const MASTER_DATA_LIMIT = 10_000;

export function IndustryFunctionRoleFields({ form, update }: FormPartProps) {
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

  const industryOptions: SelectOption[] = (industries.data?.data ?? []).map((i) => ({
    id: String(i.id),
    label: i.name,
  }));
  const functionOptions: SelectOption[] = (functions.data?.data ?? []).map((f) => ({
    id: f.uuid,
    label: f.name,
  }));
  const roleOptions: SelectOption[] = (roles.data?.data ?? []).map((r) => ({
    id: String(r.id),
    label: r.name,
  }));

  return (
    <>
      <SearchableSelect
        label="Industry"
        name="industries"
        placeholder="Type to find industries"
        multiple
        options={industryOptions}
        selected={form.industries}
        onChange={(ids) => update({ industries: ids })}
        loading={industries.isPending}
      />
      <div className="field-row">
        <SearchableSelect
          label="Function"
          name="function"
          placeholder="Any"
          options={functionOptions}
          selected={form.functionUuid ? [form.functionUuid] : []}
          onChange={([uuid = '']) => {
            const chosen = functions.data?.data.find((f) => f.uuid === uuid);
            update({
              functionUuid: uuid,
              functionId: chosen === undefined ? '' : String(chosen.id),
              role: '',
            });
          }}
          loading={functions.isPending}
        />
        <SearchableSelect
          label="Role"
          name="role"
          placeholder={form.functionUuid ? 'Any' : 'Choose a function first'}
          disabled={!form.functionUuid}
          options={roleOptions}
          selected={form.role ? [form.role] : []}
          onChange={([role = '']) => update({ role })}
          loading={roles.isFetching}
        />
      </div>
    </>
  );
}
