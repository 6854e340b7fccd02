import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen, useScreensSettled } from '../src/lib/lazy-screen.ts';

/**
 * lazyScreen: a screen whose chunk has arrived renders at once, without its Suspense fallback
 * (whose reveal React 19 would hold back for up to 300 ms); useScreensSettled tells a route
 * when to show it.
 */
afterEach(cleanup);

function deferredModule() {
  let resolve: () => void = () => {};
  const Counter = ({ label }: { label: string }) => {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label} {count}
      </button>
    );
  };
  const arrived = new Promise<{ default: typeof Counter }>((r) => {
    resolve = () => r({ default: Counter });
  });
  return { factory: () => arrived, arrive: () => resolve() };
}

describe('lazyScreen', () => {
  it('renders a preloaded screen without showing the fallback', async () => {
    const chunk = deferredModule();
    const Screen = lazyScreen(chunk.factory);
    Screen.preload();
    expect(Screen.settled()).toBe(false);
    chunk.arrive();
    await act(() => Screen.ready());
    expect(Screen.settled()).toBe(true);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Shown" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Shown 0' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends while the chunk is on its way, and keeps its state once it has arrived', async () => {
    const chunk = deferredModule();
    const Screen = lazyScreen(chunk.factory);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Late" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    chunk.arrive();
    const button = await screen.findByRole('button', { name: 'Late 0' });
    act(() => button.click());
    // Rendered again now that the chunk is loaded: the mounted screen is not swapped for another type.
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Late" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Late 1' })).toBeTruthy();
  });

  it('useScreensSettled turns true when every chunk has arrived', async () => {
    const first = deferredModule();
    const second = deferredModule();
    const screens = [lazyScreen(first.factory), lazyScreen(second.factory)];
    function Gate() {
      return <p>{useScreensSettled(screens) ? 'ready' : 'waiting'}</p>;
    }
    render(<Gate />);
    expect(screen.getByText('waiting')).toBeTruthy();
    first.arrive();
    await act(() => screens[0]?.ready());
    expect(screen.getByText('waiting')).toBeTruthy();
    second.arrive();
    expect(await screen.findByText('ready')).toBeTruthy();
  });
});
