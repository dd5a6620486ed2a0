import type { StudentSelf } from '@zhihang/contract/students/student-account.schema';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../app/stores/useSessionStore.ts';
import { studentAccountApi } from './studentAccountApi.ts';

/** The signed-in student, or undefined while loading or when nobody is signed in. */
export function useStudentSelf(): { student: StudentSelf | undefined; signedIn: boolean } {
  const token = useSessionStore((state) => state.token);
  const [student, setStudent] = useState<StudentSelf | undefined>();
  useEffect(() => {
    if (!token) return;
    let active = true;
    studentAccountApi.self().then(
      (self) => active && setStudent(self),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [token]);
  return { student, signedIn: Boolean(token) };
}
