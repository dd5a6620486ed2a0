import { ARCHIVE_CODE_FIELDS } from '@zhihang/contract/students/student-fields';
import { MAIN_SUBJECT_CODES, MINOR_SUBJECT_CODES } from '@zhihang/contract/students/student-rules';
import { DICTIONARY_CODES } from '@zhihang/contract/system/dictionary.schema';
import type { Student, TeacherOption } from '@zhihang/contract/students/student.schema';
import { Col, Divider, Form, Input, Modal, Radio, Row, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { gradeOptions } from './gradeOptions.ts';
import type { StudentDictionaryView } from './studentDictionaryOf.ts';
import { studentFormRules } from './studentFormRules.ts';
import { formValuesOf, saveBodyOf, type StudentFormValues } from './studentFormValues.ts';
import { useSaveStudent } from './useSaveStudent.ts';

export type StudentFormDialogProps = {
  /** The student to edit; undefined adds a new one. */
  student: Student | undefined;
  open: boolean;
  dictionary: StudentDictionaryView;
  /** Teachers the student can be filed under; a choice is offered when there are several. */
  teachers: TeacherOption[];
  defaultTeacherId: number | undefined;
  onClose: () => void;
};

const BASIC_FIELDS = ARCHIVE_CODE_FIELDS.filter((field) => !field.parent.startsWith('08'));
const BODY_FIELDS = ARCHIVE_CODE_FIELDS.filter((field) => field.parent.startsWith('08'));

/** Add / edit dialog of a student's archive; it does not close on a backdrop click. */
export function StudentFormDialog({
  student,
  open,
  dictionary,
  teachers,
  defaultTeacherId,
  onClose,
}: StudentFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StudentFormValues>();
  const save = useSaveStudent();
  const select = { allowClear: true, placeholder: t('students.selectPlaceholder') };
  const subjects = (codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: dictionary.nameOf(DICTIONARY_CODES.subject, code) }));

  // The grades on offer follow the school year of when the page was opened.
  const [openedAt] = useState(() => Date.now());
  const grades = useMemo(
    () =>
      gradeOptions(openedAt, student?.entryYear).map(({ entryYear, grade }) => ({
        value: entryYear,
        label:
          grade >= 1 && grade <= 3
            ? t('students.gradeOption', { grade: t(`students.gradeName${grade as 1 | 2 | 3}`), year: entryYear })
            : `${t('students.gradeOther', { year: entryYear })}${grade > 3 ? `（${t('students.graduated')}）` : ''}`,
      })),
    [openedAt, student?.entryYear, t],
  );

  // Each opening starts from its own student's values, not from what was typed last time.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(student, { teacherId: defaultTeacherId }));
  }, [open, student, defaultTeacherId, form]);

  const handleOk = async () => {
    let values: StudentFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync(saveBodyOf(values, student?.id));
    } catch {
      return; // The API client showed the reason.
    }
    feedback.success(t('common.operationSuccess'));
    onClose();
  };

  const ruleOf =
    (check: (value: string | undefined) => ReturnType<typeof studentFormRules.phone>) =>
    async (_rule: unknown, value: string | undefined) => {
      const problem = check(value);
      if (problem) throw new Error(t(problem));
    };

  const subjectRule = ({ getFieldValue }: { getFieldValue: (name: keyof StudentFormValues) => unknown }) => ({
    validator: async () => {
      const problem = studentFormRules.subjects({
        mainSubject: getFieldValue('mainSubject') as string | undefined,
        minorSubject1: getFieldValue('minorSubject1') as string | undefined,
        minorSubject2: getFieldValue('minorSubject2') as string | undefined,
      });
      if (problem) throw new Error(t(problem));
    },
  });

  return (
    <Modal
      title={student ? t('students.editTitle') : t('students.addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
      destroyOnHidden
      forceRender
      width={880}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', paddingRight: 8 } }}
    >
      <Form<StudentFormValues> form={form} name="studentForm" layout="vertical" requiredMark>
        <Divider titlePlacement="start">{t('students.sectionBasic')}</Divider>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="name"
              label={t('students.name')}
              rules={[{ required: true, whitespace: true, message: t('students.nameRequired') }]}
            >
              <Input placeholder={t('students.namePlaceholder')} maxLength={32} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="gender"
              label={t('students.gender')}
              rules={[{ required: true, message: t('students.genderRequired') }]}
            >
              <Radio.Group
                options={[
                  { value: 1, label: t('students.male') },
                  { value: 2, label: t('students.female') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="entryYear"
              label={t('students.grade')}
              rules={[{ required: true, message: t('students.gradeRequired') }]}
            >
              <Select placeholder={t('students.selectPlaceholder')} options={grades} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="className" label={t('students.className')}>
              <Input placeholder={t('students.inputPlaceholder')} maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="studentNo"
              label={t('students.studentNo')}
              rules={[{ validator: ruleOf(studentFormRules.studentNo) }]}
            >
              <Input placeholder={t('students.inputPlaceholder')} maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="phone" label={t('students.phone')} rules={[{ validator: ruleOf(studentFormRules.phone) }]}>
              <Input placeholder={t('students.inputPlaceholder')} maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="middleSchool" label={t('students.middleSchool')}>
              <Input placeholder={t('students.inputPlaceholder')} maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="province" label={t('students.province')}>
              <Select {...select} showSearch={{ optionFilterProp: 'label' }} options={dictionary.provinces} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="status" label={t('students.status')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('students.statusActive') },
                  { value: 0, label: t('students.statusLeft') },
                ]}
              />
            </Form.Item>
          </Col>
          {teachers.length > 1 ? (
            <Col xs={24} sm={8}>
              <Form.Item name="teacherId" label={t('students.teacher')}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
                />
              </Form.Item>
            </Col>
          ) : null}
        </Row>

        <Divider titlePlacement="start">{t('students.sectionSubjects')}</Divider>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="mainSubject"
              label={t('students.mainSubject')}
              dependencies={['minorSubject1', 'minorSubject2']}
              rules={[subjectRule]}
            >
              <Select {...select} options={subjects(MAIN_SUBJECT_CODES)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="minorSubject1" label={t('students.minorSubject1')}>
              <Select {...select} options={subjects(MINOR_SUBJECT_CODES)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="minorSubject2" label={t('students.minorSubject2')}>
              <Select {...select} options={subjects(MINOR_SUBJECT_CODES)} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('students.sectionArchive')}</Divider>
        <Row gutter={16}>
          {BASIC_FIELDS.map((field) => (
            <Col key={field.key} xs={24} sm={field.multiple ? 16 : 8}>
              <Form.Item name={field.key} label={t(`students.fields.${field.key}`)}>
                <Select
                  {...select}
                  mode={field.multiple ? 'multiple' : undefined}
                  options={dictionary.options(field.parent)}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>

        <Divider titlePlacement="start">{t('students.sectionBody')}</Divider>
        <Row gutter={16}>
          {BODY_FIELDS.map((field) => (
            <Col key={field.key} xs={24} sm={8}>
              <Form.Item name={field.key} label={t(`students.fields.${field.key}`)}>
                <Select
                  {...select}
                  mode={field.multiple ? 'multiple' : undefined}
                  options={dictionary.options(field.parent)}
                />
              </Form.Item>
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="remark" label={t('students.remark')}>
              <Input.TextArea
                placeholder={t('students.inputPlaceholder')}
                maxLength={500}
                autoSize={{ minRows: 2 }}
                showCount
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
