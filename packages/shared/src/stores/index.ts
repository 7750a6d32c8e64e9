// The kernel's stores: state every remote shares, one instance per page (owned by RootStore).
export * from './cookieJar';
export * from './ShopStore';
export * from './SessionStore';
export * from './AuthOperations';
export * from './NotificationStore';
export * from './ConsentStore';
export * from './RootStore';
