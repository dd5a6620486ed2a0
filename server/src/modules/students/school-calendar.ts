// The calendar lives in the contract so the console derives grades the same way.
export { chinaDate, entryYearOfGrade, gradeOf, schoolYearOf } from '@zhihang/contract/students/school-calendar';
