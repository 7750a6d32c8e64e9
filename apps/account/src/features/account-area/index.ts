export { AreaAlert, AreaPage, AreaPageLoading, AreaSkeleton, BusyButton } from './AreaPage';
export { ensureAreaStyles } from './areaStyles';
