import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last line of defence when a page throws while rendering. */
export function AppErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="500"
      title="Error"
      subTitle={error instanceof Error ? error.message : t('errors.hasError')}
      extra={
        <Button type="primary" onClick={() => window.location.assign('/dashboard')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
