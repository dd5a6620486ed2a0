import { MobileOutlined, QrcodeOutlined } from '@ant-design/icons';
import { QR_CODE_SIZE_PX, QR_DIALOG_WIDTH_PX } from '@zhihang/contract/constants';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './QrCodeDialog.module.css';

export type QrCodeDialogProps = { kind: 'teacher' | 'applet'; open: boolean; onClose: () => void };

/**
 * 我的二维码 / 我的小程序码: a 300 px code in a 340 px dialog. The codes are issued by the QR
 * service (later work); until then the area explains that the code is not available yet.
 */
export function QrCodeDialog({ kind, open, onClose }: QrCodeDialogProps) {
  const { t } = useTranslation();
  const teacher = kind === 'teacher';
  return (
    <Modal
      title={teacher ? t('qr.teacherTitle') : t('qr.appletTitle')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={QR_DIALOG_WIDTH_PX}
      centered
      styles={{ container: { padding: '16px 20px 20px' }, body: { display: 'flex', justifyContent: 'center' } }}
    >
      <div className={styles.area} style={{ width: QR_CODE_SIZE_PX, height: QR_CODE_SIZE_PX }}>
        <span className={styles.icon}>{teacher ? <QrcodeOutlined /> : <MobileOutlined />}</span>
        <strong className={styles.title}>{teacher ? t('qr.teacherEmpty') : t('qr.appletEmpty')}</strong>
        <span className={styles.hint}>{teacher ? t('qr.teacherHint') : t('qr.appletHint')}</span>
      </div>
    </Modal>
  );
}
