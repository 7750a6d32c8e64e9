export { default as SettingsPage, type SettingsPageProps } from './SettingsPage';
