import type { FilterForm } from '../../lib/filter-form';
import { SelectInput } from '../select-input';
import { FilterCell } from './report-frame';

/** The classes a partner may be in (SPEC §9), by code. */
const CLASSES = ['10', '50', '100', '250', '500', '1000'];
const CLASSE_OPTIONS = [
  { value: '', label: 'Todas' },
  ...CLASSES.map((c) => ({ value: c, label: `Prix ${c}` })),
];

/** 'Classe': every class a partner may be in, or all; applied when picked. */
export function ClasseCell({ filter }: { filter: Pick<FilterForm<'classe'>, 'draft' | 'choose'> }) {
  return (
    <FilterCell>
      <SelectInput
        label="Classe"
        value={filter.draft.classe}
        onChange={(value) => filter.choose('classe', value)}
        options={CLASSE_OPTIONS}
        fullWidth
      />
    </FilterCell>
  );
}
