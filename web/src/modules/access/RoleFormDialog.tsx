import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import type { Role } from '@zhihang/contract/access/role.schema';
import { Alert, Form, Input, Modal, Radio, Spin, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../base/feedback.ts';
import { checkedLeavesOf, grantsOf } from './permissionChecks.ts';
import { usePermissionTree } from './usePermissionTree.ts';
import { useRoleMutations } from './useRoleMutations.ts';
import type { PermissionNode } from '@zhihang/contract/access/role.schema';

/** Mount it with a key per opening, so the ticks start from the role's grants each time. */
export type RoleFormDialogProps = {
  /** The role to edit or view; undefined adds a new one. */
  role: Role | undefined;
  /** Built-in roles are shown without saving for those who may not edit them. */
  readOnly: boolean;
  open: boolean;
  onClose: () => void;
};

type RoleFormValues = { roleName: string; remark: string; dataScope: number };

function treeDataOf(nodes: readonly PermissionNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.perms && node.type === 2 ? `${node.name}（${node.perms.split(',')[0]}）` : node.name,
    children: treeDataOf(node.children),
  }));
}

/** Add / edit dialog of 角色管理: name, remark, data scope and the menu-and-button tree. */
export function RoleFormDialog({ role, readOnly, open, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFormValues>();
  const tree = usePermissionTree(open);
  const { save } = useRoleMutations();
  // The ticks as the user left them; until the first click, the role's own grants.
  const [edited, setEdited] = useState<{ checked: number[]; halfChecked: number[] } | null>(null);
  const treeData = useMemo(() => treeDataOf(tree.data ?? []), [tree.data]);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      role
        ? { roleName: role.roleName, remark: role.remark, dataScope: role.dataScope }
        : { roleName: '', remark: '', dataScope: DATA_SCOPE.own },
    );
  }, [open, role, form]);

  const initial = useMemo(() => {
    const granted = role?.menuIdList ?? [];
    const leaves = checkedLeavesOf(tree.data ?? [], granted);
    return { checked: leaves, halfChecked: granted.filter((id) => !leaves.includes(id)) };
  }, [role, tree.data]);
  const { checked, halfChecked } = edited ?? initial;

  const handleCheck: TreeProps['onCheck'] = (keys, info) => {
    const list = Array.isArray(keys) ? keys : keys.checked;
    setEdited({ checked: list.map(Number), halfChecked: (info.halfCheckedKeys ?? []).map(Number) });
  };

  const handleOk = async () => {
    if (readOnly) {
      onClose();
      return;
    }
    let values: RoleFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      roleName: values.roleName.trim(),
      remark: values.remark?.trim() ?? '',
      dataScope: values.dataScope as 1 | 2,
      menuIdList: grantsOf(checked, halfChecked),
    };
    try {
      await save.mutateAsync(role ? { ...body, id: role.id } : body);
    } catch {
      return; // The API client showed the reason.
    }
    feedback.success(t('common.operationSuccess'));
    onClose();
  };

  const title = readOnly
    ? t('access.roles.viewTitle')
    : role
      ? t('access.roles.editTitle')
      : t('access.roles.addTitle');
  const platformScope = role?.dataScope === DATA_SCOPE.platform;

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
      width={640}
    >
      {readOnly ? (
        <Alert type="info" showIcon message={t('access.roles.readonlyBuiltin')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<RoleFormValues> form={form} layout="vertical" requiredMark disabled={readOnly}>
        <Form.Item
          name="roleName"
          label={t('access.roles.roleName')}
          rules={[{ required: true, whitespace: true, message: t('access.roles.nameRequired') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label={t('access.roles.remark')}>
          <Input maxLength={256} autoComplete="off" />
        </Form.Item>
        <Form.Item name="dataScope" label={t('access.roles.dataScope')}>
          {platformScope ? (
            <Typography.Text>{t('access.roles.scopePlatform')}</Typography.Text>
          ) : (
            <Radio.Group
              disabled={readOnly || role?.builtin === 1}
              options={[
                { value: DATA_SCOPE.own, label: t('access.roles.scopeOwn') },
                { value: DATA_SCOPE.org, label: t('access.roles.scopeOrg') },
              ]}
            />
          )}
        </Form.Item>
        <Form.Item label={t('access.roles.permissions')} extra={t('access.roles.permissionsHint')}>
          {tree.isLoading ? (
            <Spin />
          ) : (
            <div data-testid="permission-tree" style={{ maxHeight: 360, overflow: 'auto' }}>
              <Tree
                checkable
                selectable={false}
                disabled={readOnly}
                defaultExpandAll
                treeData={treeData}
                checkedKeys={checked}
                onCheck={handleCheck}
              />
            </div>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
