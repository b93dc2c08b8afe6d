// Icon names configs may use, mapped to their Ant Design components; the map's type makes a name added to
// config/names.ts without a component here a compile error.
import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReloadOutlined,
  SearchOutlined,
  SwapOutlined,
  TableOutlined,
  ThunderboltOutlined,
  TransactionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { IconName } from './config/names';

/** Every config icon name and its component. */
export const icons: Record<IconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReloadOutlined,
  SearchOutlined,
  SwapOutlined,
  TableOutlined,
  ThunderboltOutlined,
  TransactionOutlined,
  UserOutlined,
};

/**
 * The icon element of a config icon name, or nothing. Config icons always sit beside a Chinese label
 * (menu items, buttons), so they are hidden from screen readers: antd names each icon in English
 * (`aria-label="transaction"`), which would otherwise be read before the label.
 */
export function ConfigIcon({ name }: { name: IconName | undefined }) {
  if (!name) return null;
  const Icon = icons[name];
  return <Icon aria-hidden />;
}
