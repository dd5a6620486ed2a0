import { VERSION_RELOAD_MS } from '@zhihang/contract/constants';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemVersion } from './useSystemVersion.ts';
import { versionAction } from './versionCheck.ts';

const STORAGE_KEY = 'zhihang.systemVersion';

/**
 * The dashboard's new-version check: compares the server version with the stored one; a new
 * version is announced (检测到系统更新), stored, and the page reloads after 2 s.
 */
export function VersionCheck() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const serverVersion = useSystemVersion().data;

  useEffect(() => {
    if (serverVersion === undefined) return;
    const action = versionAction(localStorage.getItem(STORAGE_KEY), serverVersion);
    if (action === 'none') return;
    localStorage.setItem(STORAGE_KEY, serverVersion);
    if (action === 'store') return;
    void modal.info({
      title: t('version.updatedTitle'),
      content: t('version.updatedContent', { version: serverVersion }),
      footer: null,
      mask: { closable: false },
      keyboard: false,
    });
    // Not cancelled on re-render: the new version is stored already, so this is the only chance.
    window.setTimeout(() => window.location.reload(), VERSION_RELOAD_MS);
  }, [serverVersion, modal, t]);

  return holder;
}
