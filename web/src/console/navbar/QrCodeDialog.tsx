import { ExportOutlined, MobileOutlined, QrcodeOutlined } from '@ant-design/icons';
import { QR_CODE_SIZE_PX, QR_DIALOG_WIDTH_PX, TEACHER_QR_APP_ID } from '@zhihang/contract/constants';
import { Button, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../modules/auth/useUserInfo.ts';
import { useQrApplets } from '../../modules/qrcodes/useQrApplets.ts';
import { useTeacherQrCode } from '../../modules/qrcodes/useTeacherQrCode.ts';
import styles from './QrCodeDialog.module.css';

export type QrCodeDialogProps = { kind: 'teacher' | 'applet'; open: boolean; onClose: () => void };

/**
 * 我的二维码 / 我的小程序码: the teacher's binding code, 300 px in a 340 px dialog, with a
 * button opening its PNG in a new window. Students who scan it join this teacher.
 */
export function QrCodeDialog({ kind, open, onClose }: QrCodeDialogProps) {
  const { t } = useTranslation();
  const teacher = kind === 'teacher';
  const user = useUserInfo().data;
  const applets = useQrApplets(open && !teacher);
  const miniProgram = applets.data?.find((applet) => applet.appType === 'miniProgram');
  const appId = teacher ? TEACHER_QR_APP_ID : miniProgram?.appId;
  const code = useTeacherQrCode(appId, user?.id, open);
  const waiting = code.isLoading || (!teacher && applets.isLoading);
  const unavailable = !waiting && !code.data;

  return (
    <Modal
      title={teacher ? t('qr.teacherTitle') : t('qr.appletTitle')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={QR_DIALOG_WIDTH_PX}
      centered
      styles={{
        container: { padding: '16px 20px 20px' },
        body: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
      }}
    >
      {code.data ? (
        <>
          <img
            className={styles.code}
            src={code.data.path}
            width={QR_CODE_SIZE_PX}
            height={QR_CODE_SIZE_PX}
            alt={t('qr.imageAlt', { name: user?.name ?? '' })}
          />
          <Typography.Text type="secondary" className={styles.caption}>
            {teacher ? t('qr.teacherHint') : t('qr.appletHint')}
          </Typography.Text>
          <Button
            type="primary"
            ghost
            block
            icon={<ExportOutlined />}
            onClick={() => window.open(code.data.path, '_blank', 'noopener')}
          >
            {t('qr.openImage')}
          </Button>
        </>
      ) : (
        <div className={styles.area} style={{ width: QR_CODE_SIZE_PX, height: QR_CODE_SIZE_PX }}>
          {waiting ? (
            <Spin />
          ) : unavailable ? (
            <>
              <span className={styles.icon}>{teacher ? <QrcodeOutlined /> : <MobileOutlined />}</span>
              <strong className={styles.title}>{teacher ? t('qr.teacherEmpty') : t('qr.appletEmpty')}</strong>
              <span className={styles.hint}>{teacher ? t('qr.teacherHint') : t('qr.appletHint')}</span>
            </>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
