import type { BindInfo } from '@zhihang/contract/students/student-account.schema';
import { useEffect, useState } from 'react';
import { studentAccountApi } from './studentAccountApi.ts';

export type BindInfoState = { status: 'loading' } | { status: 'invalid' } | { status: 'ready'; info: BindInfo };

/** Whose code the student scanned; `invalid` for a missing, malformed or expired code. */
export function useBindInfo(code: string): BindInfoState {
  const [state, setState] = useState<BindInfoState>(() =>
    /^[A-Za-z0-9]{8,32}$/.test(code) ? { status: 'loading' } : { status: 'invalid' },
  );
  useEffect(() => {
    if (!/^[A-Za-z0-9]{8,32}$/.test(code)) return;
    let active = true;
    studentAccountApi.bindInfo(code).then(
      (info) => active && setState({ status: 'ready', info }),
      () => active && setState({ status: 'invalid' }),
    );
    return () => {
      active = false;
    };
  }, [code]);
  return state;
}
