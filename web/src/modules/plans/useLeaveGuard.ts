import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { registerLeaveGuard } from '../../console/leaveGuards.ts';

/**
 * Spec §2: leaving /edu/studentGuidance with unsaved data asks before it goes — on navigation
 * (menu, tags, back), on closing its tag and on closing or reloading the browser tab. Leaving
 * drops the draft, as the question says.
 */
export function useLeaveGuard(path: string, dirty: boolean, discard: () => void) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get('stuId') !==
          new URLSearchParams(nextLocation.search).get('stuId')),
  );

  // One question per blocked navigation: dropping the draft re-renders the page while the
  // navigation is still blocked, which must not ask a second time.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    Modal.confirm({
      title: t('common.tips'),
      content: t('guidance.leaveConfirm'),
      okText: t('guidance.leave'),
      cancelText: t('guidance.stay'),
      onOk: () => {
        discard();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, discard, t]);

  useEffect(() => {
    if (!dirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('guidance.leaveConfirm');
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty, t]);

  useEffect(() => {
    if (!dirty) return undefined;
    return registerLeaveGuard(path, {
      message: t('guidance.leaveConfirm'),
      okText: t('guidance.leave'),
      cancelText: t('guidance.stay'),
      discard,
    });
  }, [path, dirty, discard, t]);
}
