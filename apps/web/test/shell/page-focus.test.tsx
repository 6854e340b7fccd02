import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown } from '../../src/app/shell/page-focus.ts';
import { MAIN_CONTENT_ID } from '../../src/components/SkipLink.tsx';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<nav><a href="/x" id="menu-link">Menu link</a></nav><main id="${MAIN_CONTENT_ID}" tabindex="-1">${html}</main>`;
  return document.getElementById(MAIN_CONTENT_ID) as HTMLElement;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after navigation', () => {
  it("focuses the page's h1, making it focusable, and leaves the link that was followed", () => {
    page('<h1>Class Search</h1>');
    (document.getElementById('menu-link') as HTMLElement).focus();
    focusHeadingWhenShown();
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that comes with the data, then stops watching', async () => {
    const main = page('<p>Loading</p>');
    focusHeadingWhenShown();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Roster</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('Roster');
    // A later heading (another step shown without navigation) does not take focus again.
    (document.getElementById('menu-link') as HTMLElement).focus();
    main.innerHTML = '<h1>Other</h1>';
    await settle();
    expect(document.activeElement?.id).toBe('menu-link');
  });

  it('leaves focus where the new page put it (an autofocused field, an open dialog)', () => {
    page('<h1>Login</h1><input id="username" />');
    (document.getElementById('username') as HTMLElement).focus();
    focusHeadingWhenShown();
    expect(document.activeElement?.id).toBe('username');

    page('<h1>Roster</h1>');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.innerHTML = '<button id="inside">OK</button>';
    document.body.append(dialog);
    (document.getElementById('inside') as HTMLElement).focus();
    focusHeadingWhenShown();
    expect(document.activeElement?.id).toBe('inside');
  });

  it('gives up when stopped before the heading comes', async () => {
    const main = page('');
    const stop = focusHeadingWhenShown();
    stop();
    main.innerHTML = '<h1>Late</h1>';
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
