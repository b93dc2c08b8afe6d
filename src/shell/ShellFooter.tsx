// The footer: company name and filing record from the application settings (spec section 2).
import { Layout, Typography } from 'antd';
import { memo } from 'react';
import { settingKeys, useAppSettings } from './appSettings';

/** Company name and filing record; memoised, as it follows the application settings only. */
export const ShellFooter = memo(function ShellFooter() {
  const settings = useAppSettings();
  const company = settings[settingKeys.companyName];
  const filing = settings[settingKeys.filingRecord];
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Typography.Text type="secondary">
        {company ? `© ${new Date().getFullYear()} ${company}` : null}
        {company && filing ? ' · ' : null}
        {filing ?? null}
      </Typography.Text>
    </Layout.Footer>
  );
});
