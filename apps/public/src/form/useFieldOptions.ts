import { useStates } from '@buildcover/api-client';
import { liabilityLimits, selectOptions, type SelectOptionsKey } from '@buildcover/domain';
import type { SelectOption } from '@buildcover/ui';
import { useMemo } from 'react';

const fixedOptions = (key: Exclude<SelectOptionsKey, 'states'>): SelectOption[] =>
  key === 'liabilityLimits' ? liabilityLimits.map((l) => ({ value: l.value, label: l.label })) : selectOptions[key].map((v) => ({ value: v, label: v }));

/**
 * The choices of a select field. States come from GET /api/v1/states; when that call fails the
 * list stays empty and the select offers only its 'Select an option' prompt (public-site §7).
 */
export function useFieldOptions(key: SelectOptionsKey | undefined): SelectOption[] {
  const states = useStates();
  const stateList = states.data;
  return useMemo(() => {
    if (!key) return [];
    if (key === 'states') return (stateList ?? []).map((s) => ({ value: s.state_code, label: s.name }));
    return fixedOptions(key);
  }, [key, stateList]);
}
