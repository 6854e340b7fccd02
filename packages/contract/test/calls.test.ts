import { describe, expect, it } from 'vitest';
import { calls, endpoints } from '../src/index.ts';

const shapeOf = (entries: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(entries).map(([name, { method, path }]) => [name, `${method} ${path}`]));

describe('the browser calls (calls/)', () => {
  // A descriptor without its call cannot be called from the web; a call without a descriptor has nothing to type it.
  it('are the descriptors one to one, by name, method and path', () => {
    expect(shapeOf(calls)).toEqual(shapeOf(endpoints));
  });
});
