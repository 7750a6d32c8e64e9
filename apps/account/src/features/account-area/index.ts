export { AreaAlert, AreaPage, AreaPageLoading, BusyButton } from './AreaPage';
export { ensureAreaStyles } from './areaStyles';
