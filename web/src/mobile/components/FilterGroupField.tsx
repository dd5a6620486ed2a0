import { Selector } from 'antd-mobile';
import { CHIP_STYLE } from './chipStyle.ts';
import { FilterGroupSection } from './FilterGroupSection.tsx';
import { ANY_OPTION, toggleFilterOption } from '../../modules/knowledge/rules/filterGroup.ts';

export type FilterGroupFieldProps = {
  title: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
};

/** A multi-select filter group led by 不限, which is exclusive with the other options. */
export function FilterGroupField({ title, options, value, onChange }: FilterGroupFieldProps) {
  const handleChange = (next: string[]) => {
    // The option tapped is the one that appeared or disappeared.
    const tapped = next.find((option) => !value.includes(option)) ?? value.find((option) => !next.includes(option));
    if (tapped !== undefined) onChange(toggleFilterOption(value, tapped));
  };
  return (
    <FilterGroupSection title={title}>
      <Selector
        multiple
        columns={3}
        showCheckMark={false}
        style={CHIP_STYLE}
        options={[{ value: ANY_OPTION, label: ANY_OPTION }, ...options]}
        value={value}
        onChange={handleChange}
      />
    </FilterGroupSection>
  );
}
