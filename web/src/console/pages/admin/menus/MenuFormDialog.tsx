import type { MenuAdminItem } from '@zhihang/contract/operations/menu-admin.schema';
import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import { Form, Input, InputNumber, Modal, Radio, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuFormBody } from '../../../../modules/operations/operations.api.ts';
import { menuTreeOf, selfAndDescendants, type MenuTreeNode } from '../../../../modules/operations/menuTree.ts';

type MenuForm = {
  parentId: number;
  name: string;
  type: 0 | 1 | 2;
  url?: string;
  perms?: string;
  icon?: string;
  orderNum?: number;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
};

export type MenuFormDialogProps = {
  open: boolean;
  menus: readonly MenuAdminItem[];
  /** The menu edited, or the defaults of a new one (its parent). */
  initial: Partial<MenuAdminItem>;
  saving: boolean;
  onSave: (body: MenuFormBody) => void;
  onClose: () => void;
};

type ParentOption = { value: number; title: string; disabled?: boolean; children?: ParentOption[] };

/** Add or edit a directory, page or button; a parent is never a button nor the menu itself or below it. */
export function MenuFormDialog({ open, menus, initial, saving, onSave, onClose }: MenuFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuForm>();
  const type = Form.useWatch('type', form);

  const parents = useMemo(() => {
    const excluded = initial.id ? selfAndDescendants(menus, initial.id) : new Set<number>();
    const visit = (nodes: MenuTreeNode[]): ParentOption[] =>
      nodes
        .filter((node) => node.type !== MENU_TYPE.button)
        .map((node) => ({
          value: node.id,
          title: node.name,
          disabled: excluded.has(node.id),
          ...(node.children ? { children: visit(node.children) } : {}),
        }));
    return [{ value: 0, title: t('operations.menus.root'), children: visit(menuTreeOf(menus)) }];
  }, [initial.id, menus, t]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      parentId: initial.parentId ?? 0,
      name: initial.name ?? '',
      type: (initial.type ?? MENU_TYPE.page) as 0 | 1 | 2,
      url: initial.url ?? '',
      perms: initial.perms ?? '',
      icon: initial.icon ?? '',
      orderNum: initial.orderNum ?? 0,
      hidden: initial.hidden === 1,
      alwaysShow: initial.alwaysShow === 1,
      keepAlive: initial.keepAlive !== 0,
    });
  }, [form, initial, open]);

  const handleOk = async () => {
    const values = await form.validateFields();
    onSave({
      ...(initial.id ? { id: initial.id } : {}),
      parentId: values.parentId,
      name: values.name.trim(),
      type: values.type,
      url: values.type === MENU_TYPE.button ? '' : (values.url ?? '').trim(),
      perms: (values.perms ?? '').replace(/\s+/g, ''),
      icon: (values.icon ?? '').trim(),
      orderNum: values.orderNum ?? 0,
      hidden: values.hidden ? 1 : 0,
      alwaysShow: values.alwaysShow ? 1 : 0,
      keepAlive: values.keepAlive ? 1 : 0,
    });
  };

  return (
    <Modal
      open={open}
      width={600}
      title={initial.id ? t('operations.menus.edit') : t('operations.menus.add')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="type" label={t('operations.menus.type')}>
          <Radio.Group
            options={[
              { value: MENU_TYPE.directory, label: t('operations.menus.directory') },
              { value: MENU_TYPE.page, label: t('operations.menus.page') },
              { value: MENU_TYPE.button, label: t('operations.menus.button') },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t('operations.menus.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="parentId" label={t('operations.menus.parent')}>
          <TreeSelect treeData={parents} treeDefaultExpandAll />
        </Form.Item>
        {type !== MENU_TYPE.button ? (
          <Form.Item name="url" label={t('operations.menus.url')} rules={[{ required: type === MENU_TYPE.page }]}>
            <Input maxLength={256} placeholder="/sys/example" />
          </Form.Item>
        ) : null}
        <Form.Item name="perms" label={t('operations.menus.perms')} extra={t('operations.menus.permsHint')}>
          <Input maxLength={512} />
        </Form.Item>
        {type !== MENU_TYPE.button ? (
          <Form.Item name="icon" label={t('operations.menus.icon')}>
            <Input maxLength={64} />
          </Form.Item>
        ) : null}
        <Form.Item name="orderNum" label={t('operations.menus.order')}>
          <InputNumber min={-9999} max={9999} />
        </Form.Item>
        {type !== MENU_TYPE.button ? (
          <div style={{ display: 'flex', gap: 32 }}>
            <Form.Item name="hidden" label={t('operations.menus.hidden')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="alwaysShow" label={t('operations.menus.alwaysShow')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="keepAlive" label={t('operations.menus.keepAlive')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
