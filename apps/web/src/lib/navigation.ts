/**
 * Navigation for code outside components (the session ending from a timer or an
 * API answer). The router registers itself at start-up.
 */
let navigator: (path: string) => void = (path) => window.location.assign(path);

export function setNavigator(next: (path: string) => void): void {
  navigator = next;
}

export function navigateTo(path: string): void {
  navigator(path);
}
