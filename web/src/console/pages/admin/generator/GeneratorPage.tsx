import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { GeneratedFileContent, GeneratorTable } from '@zhihang/contract/operations/generator.schema';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import { Alert, Button, Card, Empty, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../../base/apiClient.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { saveBase64File } from '../../../../components/saveBase64File.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import styles from '../AdminPage.module.css';

/** /sys/generator (代码生成): the scaffold of a module over a chosen table, shown and downloadable. */
export function GeneratorPage() {
  const { t } = useTranslation();
  const can = usePerm();
  const [tableName, setTableName] = useState<string | undefined>();
  const [downloading, setDownloading] = useState(false);
  const tables = useQuery({
    queryKey: [...operationsKeys.all, 'generatorTables'],
    queryFn: () => apiClient.post<GeneratorTable[]>('/sys/generator/list'),
  });
  const files = useQuery({
    queryKey: [...operationsKeys.all, 'generatorCode', tableName],
    queryFn: () => apiClient.post<GeneratedFileContent[]>('/sys/generator/code', { tableName }),
    enabled: tableName !== undefined && can('sys:generator:code'),
  });

  const handleDownload = async () => {
    if (!tableName) return;
    setDownloading(true);
    try {
      saveBase64File(await apiClient.post<FileContent>('/sys/generator/zip', { tableName }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <div className={styles.toolbar}>
          <Space wrap>
            <Select
              showSearch
              className={styles.wideField}
              placeholder={t('operations.generator.table')}
              aria-label={t('operations.generator.table')}
              value={tableName}
              onChange={setTableName}
              loading={tables.isFetching}
              options={(tables.data ?? []).map((table) => ({
                value: table.tableName,
                label: `${table.tableName}（${table.columns.length}）`,
              }))}
            />
          </Space>
          <Button
            icon={<DownloadOutlined />}
            disabled={!files.data}
            loading={downloading}
            onClick={() => void handleDownload()}
          >
            {t('operations.generator.download')}
          </Button>
        </div>
        <Alert type="info" showIcon message={t('operations.generator.hint')} style={{ marginBottom: 16 }} />
        {files.data ? (
          <Tabs
            tabPosition="left"
            items={files.data.map((file) => ({
              key: file.path,
              label: file.path.split('/').pop(),
              children: (
                <div>
                  <div className={styles.muted}>{file.path}</div>
                  <pre
                    className={styles.code}
                    style={{ maxHeight: 560, overflow: 'auto', background: '#f7f8fa', padding: 12 }}
                  >
                    {file.content}
                  </pre>
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description={t('operations.generator.pick')} />
        )}
      </Card>
    </div>
  );
}
