import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space, type ColProps, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import styles from './FilterBar.module.css';

/** One filter: the form field it fills, its visible label (which names the control) and the control. */
export type FilterField = { name: string; label: string; control: ReactNode };

export type FilterBarProps<Values> = {
  form: FormInstance<Values>;
  /** The form's name: antd derives each control's id from it, which ties the label to the control. */
  name: string;
  /** The form's accessible name. */
  label: string;
  /** Each filter's column width by breakpoint. */
  span: ColProps;
  /** `null` leaves a filter out (one offered only to some roles). */
  fields: ReadonlyArray<FilterField | null>;
  searchText: string;
  resetText: string;
  onSearch: (values: Values) => void;
  onReset: () => void;
  /** Search and reset at the row's right end rather than after the last filter. */
  actionsAtEnd?: boolean;
};

/** A list's filter form: labelled filters in responsive columns, then search and reset. */
export function FilterBar<Values>({
  form,
  name,
  label,
  span,
  fields,
  searchText,
  resetText,
  onSearch,
  onReset,
  actionsAtEnd = false,
}: FilterBarProps<Values>) {
  return (
    <Form<Values> form={form} name={name} layout="vertical" onFinish={onSearch} aria-label={label}>
      <Row gutter={16}>
        {fields.map((field) =>
          field ? (
            <Col key={field.name} {...span}>
              <Form.Item name={field.name} label={field.label}>
                {field.control}
              </Form.Item>
            </Col>
          ) : null,
        )}
        <Col flex="auto" className={actionsAtEnd ? styles.actionsAtEnd : undefined}>
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {searchText}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={onReset}>
                {resetText}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
