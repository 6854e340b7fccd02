/**
 * Navigation for code outside components (the session ending from a timer or an
 * API answer). The router registers itself at start-up.
 */
const fullPageLoad = (path: string) => window.location.assign(path);
let navigator: (path: string) => void = fullPageLoad;

/** The router's navigate, or (no argument) the full page load there is before the router starts. */
export function setNavigator(next: (path: string) => void = fullPageLoad): void {
  navigator = next;
}

export function navigateTo(path: string): void {
  navigator(path);
}
