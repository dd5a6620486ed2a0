import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as FilterBarModule from '../../components/FilterBar.tsx';
import { studentDictionaryOf } from './studentDictionaryOf.ts';
import { StudentFilterBar } from './StudentFilterBar.tsx';

const filterForm = vi.hoisted(() => ({ renders: 0 }));

// The shared filter form, counted each time the student filters render it.
vi.mock('../../components/FilterBar.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof FilterBarModule>();
  return {
    FilterBar: (props: Parameters<typeof real.FilterBar>[0]) => {
      filterForm.renders += 1;
      return <real.FilterBar {...props} />;
    },
  };
});

const guangdong = studentDictionaryOf({}, [{ code: '44', name: '广东' } as never]);
const onSearch = vi.fn();

/** The page around the filters: it renders again as its list arrives, with the same filter props. */
function Page() {
  const [rows, setRows] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRows((count) => count + 10)}>{`rows ${rows}`}</button>
      <StudentFilterBar dictionary={guangdong} teachers={undefined} onSearch={onSearch} />
    </>
  );
}

describe('StudentFilterBar', () => {
  it('does not render the form again when the page renders with the same dictionary, teachers and handler', () => {
    render(<Page />);
    const rendersAfterMount = filterForm.renders;
    act(() => screen.getByRole('button', { name: 'rows 0' }).click());
    act(() => screen.getByRole('button', { name: 'rows 10' }).click());
    expect(screen.getByRole('button', { name: 'rows 20' })).toBeTruthy();
    expect(filterForm.renders).toBe(rendersAfterMount);
  });

  it('renders the form again when the dictionaries arrive', () => {
    const { rerender } = render(
      <StudentFilterBar dictionary={studentDictionaryOf({}, [])} teachers={undefined} onSearch={onSearch} />,
    );
    const rendersAfterMount = filterForm.renders;
    rerender(<StudentFilterBar dictionary={guangdong} teachers={undefined} onSearch={onSearch} />);
    expect(filterForm.renders).toBe(rendersAfterMount + 1);
  });
});
