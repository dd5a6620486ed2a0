import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DICTIONARY_CODES } from '@zhihang/contract/system/dictionary.schema';
import { MAIN_SUBJECT_CODES, MINOR_SUBJECT_CODES } from '@zhihang/contract/students/student-rules';
import type { TeacherOption } from '@zhihang/contract/students/student.schema';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentDictionaryView } from './studentDictionaryOf.ts';
import type { StudentFilterValues } from './studentFilterBody.ts';
import styles from './StudentFilterBar.module.css';

export type StudentFilterBarProps = {
  dictionary: StudentDictionaryView;
  /** Offered to org admins only: a teacher sees their own students anyway. */
  teachers: TeacherOption[] | undefined;
  onSearch: (values: StudentFilterValues) => void;
};

const SPAN = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** The list's filters: name, grade, class, teacher, subjects, province and status. */
export function StudentFilterBar({ dictionary, teachers, onSearch }: StudentFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StudentFilterValues>();
  const subjectOptions = (codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: dictionary.nameOf(DICTIONARY_CODES.subject, code) }));
  const select = { allowClear: true, placeholder: t('students.selectPlaceholder') };

  const handleReset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form<StudentFilterValues>
      form={form}
      name="studentFilter"
      layout="vertical"
      onFinish={onSearch}
      aria-label={t('common.search')}
    >
      <Row gutter={16}>
        <Col {...SPAN}>
          <Form.Item name="name" label={t('students.name')}>
            <Input allowClear placeholder={t('students.namePlaceholder')} maxLength={32} />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="grade" label={t('students.grade')}>
            <Select
              {...select}
              options={[1, 2, 3].map((grade) => ({
                value: grade,
                label: t(`students.gradeName${grade as 1 | 2 | 3}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="className" label={t('students.className')}>
            <Input allowClear placeholder={t('students.inputPlaceholder')} maxLength={32} />
          </Form.Item>
        </Col>
        {teachers && teachers.length > 1 ? (
          <Col {...SPAN}>
            <Form.Item name="teacherId" label={t('students.teacher')}>
              <Select
                {...select}
                showSearch={{ optionFilterProp: 'label' }}
                options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col {...SPAN}>
          <Form.Item name="mainSubject" label={t('students.mainSubject')}>
            <Select {...select} options={subjectOptions(MAIN_SUBJECT_CODES)} />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="minorSubject" label={t('students.minorSubject')}>
            <Select {...select} options={subjectOptions(MINOR_SUBJECT_CODES)} />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="province" label={t('students.province')}>
            <Select {...select} showSearch={{ optionFilterProp: 'label' }} options={dictionary.provinces} />
          </Form.Item>
        </Col>
        <Col {...SPAN}>
          <Form.Item name="status" label={t('students.status')}>
            <Select
              {...select}
              options={[
                { value: 1, label: t('students.statusActive') },
                { value: 0, label: t('students.statusLeft') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col flex="auto" className={styles.actions}>
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={handleReset}>
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
