import type { ArchiveMultiCodeKey, ArchiveSingleCodeKey } from '@zhihang/contract/students/student-fields';
import type { Student, StudentSaveInput } from '@zhihang/contract/students/student.schema';

type SingleCodes = Record<ArchiveSingleCodeKey, string | undefined>;
type MultiCodes = Record<ArchiveMultiCodeKey, string[]>;

/** The form's shape: selects hold undefined when nothing is chosen. */
export type StudentFormValues = SingleCodes &
  MultiCodes & {
    name: string;
    gender: number | undefined;
    entryYear: number | undefined;
    className: string;
    studentNo: string;
    middleSchool: string;
    province: string | undefined;
    phone: string;
    teacherId: number | undefined;
    status: number;
    mainSubject: string | undefined;
    minorSubject1: string | undefined;
    minorSubject2: string | undefined;
    remark: string;
  };

const orUndefined = (value: string) => value || undefined;

/** A student (or a blank one filed under the given teacher) as form values. */
export function formValuesOf(student: Student | undefined, defaults: { teacherId?: number }): StudentFormValues {
  if (!student) {
    return {
      name: '',
      gender: undefined,
      entryYear: undefined,
      className: '',
      studentNo: '',
      middleSchool: '',
      province: undefined,
      phone: '',
      teacherId: defaults.teacherId,
      status: 1,
      nation: undefined,
      language: undefined,
      archiveCard: undefined,
      graduationIntention: undefined,
      specialReportingType: [],
      vision: undefined,
      colorWeakness: undefined,
      otherTestType: [],
      preferType: undefined,
      interestMajorOption: undefined,
      mainSubject: undefined,
      minorSubject1: undefined,
      minorSubject2: undefined,
      remark: '',
    };
  }
  return {
    name: student.name,
    gender: student.gender,
    entryYear: student.entryYear,
    className: student.className,
    studentNo: student.studentNo,
    middleSchool: student.middleSchool,
    province: orUndefined(student.province),
    phone: student.phone,
    teacherId: student.teacherId,
    status: student.status,
    nation: orUndefined(student.nation),
    language: orUndefined(student.language),
    archiveCard: orUndefined(student.archiveCard),
    graduationIntention: orUndefined(student.graduationIntention),
    specialReportingType: student.specialReportingType,
    vision: orUndefined(student.vision),
    colorWeakness: orUndefined(student.colorWeakness),
    otherTestType: student.otherTestType,
    preferType: orUndefined(student.preferType),
    interestMajorOption: orUndefined(student.interestMajorOption),
    mainSubject: orUndefined(student.mainSubject),
    minorSubject1: orUndefined(student.minorSubject1),
    minorSubject2: orUndefined(student.minorSubject2),
    remark: student.remark,
  };
}

/** Validated form values as the save / update body ('' for anything not chosen). */
export function saveBodyOf(values: StudentFormValues, id?: number): StudentSaveInput & { id?: number } {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    ...(id !== undefined ? { id } : {}),
    name: text(values.name),
    gender: values.gender ?? 0,
    entryYear: values.entryYear ?? 0,
    className: text(values.className),
    studentNo: text(values.studentNo),
    middleSchool: text(values.middleSchool),
    province: values.province ?? '',
    phone: text(values.phone),
    ...(values.teacherId !== undefined ? { teacherId: values.teacherId } : {}),
    status: values.status,
    nation: values.nation ?? '',
    language: values.language ?? '',
    archiveCard: values.archiveCard ?? '',
    graduationIntention: values.graduationIntention ?? '',
    specialReportingType: values.specialReportingType ?? [],
    vision: values.vision ?? '',
    colorWeakness: values.colorWeakness ?? '',
    otherTestType: values.otherTestType ?? [],
    preferType: values.preferType ?? '',
    interestMajorOption: values.interestMajorOption ?? '',
    mainSubject: (values.mainSubject ?? '') as StudentSaveInput['mainSubject'],
    minorSubject1: (values.minorSubject1 ?? '') as StudentSaveInput['minorSubject1'],
    minorSubject2: (values.minorSubject2 ?? '') as StudentSaveInput['minorSubject2'],
    remark: values.remark ?? '',
  };
}
