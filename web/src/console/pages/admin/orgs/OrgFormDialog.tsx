import { UploadOutlined } from '@ant-design/icons';
import type { OrgAdminItem, OrgSaveBody, OrgUpdateBody } from '@zhihang/contract/operations/org-admin.schema';
import { QR_APPS } from '@zhihang/contract/qrcodes/qr-apps';
import { Button, Checkbox, Divider, Form, Input, Modal, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFileAsBase64 } from '../../../../components/readFileAsBase64.ts';
import { operationsApi } from '../../../../modules/operations/operations.api.ts';
import styles from '../AdminPage.module.css';

type OrgForm = Omit<OrgSaveBody, 'admin'> & { admin?: OrgSaveBody['admin'] };

export type OrgFormDialogProps = {
  open: boolean;
  /** The organisation edited; a new one (with its first administrator) when undefined. */
  org: OrgAdminItem | undefined;
  saving: boolean;
  onSave: (body: OrgSaveBody | OrgUpdateBody) => void;
  onClose: () => void;
};

/** Create or edit an organisation; a new one names its first administrator, an existing one may upload a logo. */
export function OrgFormDialog({ open, org, saving, onSave, onClose }: OrgFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrgForm>();
  const [uploading, setUploading] = useState(false);
  const logo = Form.useWatch('orgLogo', form);
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('operations.orgs.required', { field }) },
  ];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (org) form.setFieldsValue(org);
  }, [form, open, org]);

  const handleLogo = async (file: File) => {
    if (!org) return;
    setUploading(true);
    try {
      const { url } = await operationsApi.orgLogo(org.id, file.name, await readFileAsBase64(file));
      form.setFieldValue('orgLogo', url);
    } finally {
      setUploading(false);
    }
  };

  const handleOk = async () => {
    const values = await form.validateFields();
    const fields = {
      orgKey: values.orgKey,
      orgName: values.orgName,
      orgLoginTitle: values.orgLoginTitle ?? '',
      orgLogo: values.orgLogo ?? '',
      filingNumber: values.filingNumber ?? '',
      studentTitle: values.studentTitle ?? '',
      allowedApps: values.allowedApps ?? [],
    };
    if (org) onSave({ ...fields, id: org.id });
    else if (values.admin)
      onSave({ ...fields, admin: { ...values.admin, password: values.admin.password || undefined } });
  };

  return (
    <Modal
      open={open}
      width={640}
      title={org ? t('operations.orgs.edit') : t('operations.orgs.add')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="orgName" label={t('operations.orgs.name')} rules={required(t('operations.orgs.name'))}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="orgKey"
          label={t('operations.orgs.key')}
          extra={t('operations.orgs.keyHint')}
          rules={required(t('operations.orgs.key'))}
        >
          <Input maxLength={63} />
        </Form.Item>
        <Form.Item name="orgLoginTitle" label={t('operations.orgs.loginTitle')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="filingNumber" label={t('operations.orgs.filingNumber')}>
          <Input maxLength={128} placeholder="京ICP备00000000号" />
        </Form.Item>
        <Form.Item name="studentTitle" label={t('operations.orgs.studentTitle')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="allowedApps" label={t('operations.orgs.apps')}>
          <Checkbox.Group options={QR_APPS.map((app) => ({ value: app.appId, label: app.appName }))} />
        </Form.Item>
        <Form.Item label={t('operations.orgs.logo')} extra={t('operations.orgs.logoHint')}>
          <Space>
            {logo ? <img src={logo} alt="" className={styles.logo} /> : null}
            <Form.Item name="orgLogo" noStyle>
              <Input maxLength={512} style={{ width: 300 }} />
            </Form.Item>
            {org ? (
              <Upload
                accept="image/png,image/jpeg,image/webp"
                showUploadList={false}
                beforeUpload={(file) => {
                  void handleLogo(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {t('operations.orgs.uploadLogo')}
                </Button>
              </Upload>
            ) : null}
          </Space>
        </Form.Item>
        {org ? null : (
          <>
            <Divider titlePlacement="start">{t('operations.orgs.admin')}</Divider>
            <Form.Item
              name={['admin', 'account']}
              label={t('operations.orgs.adminAccount')}
              rules={required(t('operations.orgs.adminAccount'))}
            >
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={['admin', 'name']}
              label={t('operations.orgs.adminName')}
              rules={required(t('operations.orgs.adminName'))}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item
              name={['admin', 'password']}
              label={t('operations.orgs.adminPassword')}
              extra={t('operations.orgs.adminPasswordHint')}
            >
              <Input.Password maxLength={128} autoComplete="new-password" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
