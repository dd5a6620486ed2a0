// The console's antd, rendered once outside a browser: what the build works the theme's variables
// (antdThemeBuild.ts) and the console's stylesheet (antdComponentStyles.ts) out from.
import type { createCache } from '@ant-design/cssinjs';
import { StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import type { ThemeConfig } from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** A console's worth of antd: each component the console uses, in the variants it uses. */
export function specimens(): ReactNode[] {
  const {
    Alert,
    AutoComplete,
    Button,
    Card,
    Cascader,
    Checkbox,
    Col,
    Collapse,
    DatePicker,
    Descriptions,
    Divider,
    Drawer,
    Dropdown,
    Empty,
    Form,
    Input,
    InputNumber,
    List,
    Menu,
    Modal,
    Pagination,
    Popover,
    Progress,
    Radio,
    Result,
    Row,
    Segmented,
    Select,
    Skeleton,
    Space,
    Spin,
    Statistic,
    Switch,
    Table,
    Tabs,
    Tag,
    Timeline,
    Tooltip,
    Tree,
    TreeSelect,
    Typography,
    Upload,
    App,
    message,
    notification,
    Popconfirm,
  } = antd;
  const options = [{ value: 1, label: 'a', children: [{ value: 2, label: 'b' }] }];
  return [
    h(Alert, { title: 'a' }),
    h(AutoComplete, { options: [{ value: 'a' }], open: true }),
    h(Button, { type: 'primary' }, 'a'),
    h(Button, { type: 'link', loading: true }, 'a'),
    h(Card, { title: 'a', extra: 'b' }, 'c'),
    h(Cascader, { options, open: true }),
    h(Checkbox, null, 'a'),
    h(Checkbox.Group, { options: ['a'] }),
    h(Row, null, h(Col, { span: 12 }, 'a')),
    h(Collapse, { items: [{ key: 1, label: 'a', children: 'b' }] }),
    h(DatePicker, { open: true }),
    h(DatePicker.RangePicker, { open: true }),
    h(Descriptions, { items: [{ key: 1, label: 'a', children: 'b' }] }),
    h(Divider),
    h(Drawer, { open: true, title: 'a' }, 'b'),
    h(Dropdown, { open: true, menu: { items: [{ key: 1, label: 'a' }] } }, h('span', null, 'a')),
    h(Empty),
    h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE }),
    h(Form, null, h(Form.Item, { label: 'a', name: 'a', required: true }, h(Input))),
    h(Input),
    h(Input.Search),
    h(Input.Password),
    h(Input.TextArea),
    h(Input, { allowClear: true, prefix: 'a' }),
    h(InputNumber),
    h(List<string>, { dataSource: ['a'], renderItem: (item) => h(List.Item, null, item) }),
    h(Menu, {
      mode: 'inline',
      theme: 'dark',
      items: [{ key: 1, label: 'a', children: [{ key: 2, label: 'b' }] }],
    }),
    h(Menu, { mode: 'vertical', items: [{ key: 1, label: 'a' }] }),
    h(Modal, { open: true, title: 'a' }, 'b'),
    h(Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true }),
    h(Popover, { open: true, content: 'a', title: 'b' }, h('span', null, 'c')),
    h(Popconfirm, { open: true, title: 'a' }, h('span', null, 'b')),
    h(Progress, { percent: 50 }),
    h(Progress, { percent: 50, type: 'circle' }),
    h(Radio, null, 'a'),
    h(Radio.Group, { options: ['a'], optionType: 'button' }),
    h(Result, { status: 'success', title: 'a' }),
    h(Result, { status: '404', title: 'a' }),
    h(Segmented, { options: ['a', 'b'] }),
    h(Select, { options, open: true }),
    h(Select, { options, mode: 'multiple', open: true }),
    h(Skeleton, { active: true, avatar: true }),
    h(Skeleton.Button),
    h(Skeleton.Avatar),
    h(Skeleton.Node, null, 'a'),
    h(Space, null, 'a'),
    h(Space.Compact, null, h(Input), h(Button, null, 'a')),
    h(Spin),
    h(Spin, { spinning: true }, h('div', null, 'a')),
    h(Statistic, { title: 'a', value: 1 }),
    h(Switch),
    h(Table, {
      columns: [{ title: 'a', dataIndex: 'a', fixed: 'left', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
      dataSource: [{ key: 1, a: 'a' }],
      rowSelection: {},
      scroll: { x: 800, y: 300 },
      pagination: { total: 100, showSizeChanger: true },
      expandable: { expandedRowRender: () => 'a' },
    }),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Tabs, { type: 'card', items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Tag, null, 'a'),
    h(Tag.CheckableTag, { checked: true }, 'a'),
    h(Timeline, { items: [{ content: 'a' }] }),
    h(Tooltip, { open: true, title: 'a' }, h('span', null, 'b')),
    h(Tree, { treeData: [{ key: 1, title: 'a', children: [{ key: 2, title: 'b' }] }], checkable: true }),
    h(TreeSelect, { treeData: [{ value: 1, title: 'a' }], open: true }),
    h(Typography.Title, null, 'a'),
    h(Typography.Text, { type: 'secondary' }, 'a'),
    h(Typography.Paragraph, { ellipsis: true }, 'a'),
    h(Typography.Link, null, 'a'),
    h(Upload, null, h(Button, null, 'a')),
    h(Upload.Dragger, null, 'a'),
    h(App, null, 'a'),
    // The feedback of message and notification: their holders register the styles.
    h(() => message.useMessage()[1]),
    h(() => notification.useNotification()[1]),
  ];
}

/** Renders `nodes` (the specimens unless given) in the console's ConfigProvider under `theme`, into `cache`. */
export function renderSpecimens(
  cache: ReturnType<typeof createCache>,
  theme: ThemeConfig,
  nodes: readonly ReactNode[] = specimens(),
): void {
  // Rendered outside a browser, the popups warn that they cannot open a portal: nothing to act on.
  const { error, warn } = console;
  console.error = () => undefined;
  console.warn = () => undefined;
  try {
    renderToString(
      h(
        StyleProvider,
        { cache },
        h(antd.ConfigProvider, { theme }, ...nodes.map((node, index) => h('div', { key: index }, node))),
      ),
    );
  } finally {
    console.error = error;
    console.warn = warn;
  }
}
