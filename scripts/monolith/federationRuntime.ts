// Monolith build only: nothing to register without Module Federation.
export function registerPlugins(): void {}
export function registerRemotes(): void {}
export function loadRemote(): Promise<null> {
  return Promise.resolve(null);
}
export function RetryPlugin(): object {
  return {};
}
