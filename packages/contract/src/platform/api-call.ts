import type { RouteDescriptor } from './route.ts';

/** The key of the descriptor an `ApiCall` stands for: a type, never a value at run time. */
declare const descriptorType: unique symbol;

/**
 * One API call as the browser makes it: the method and path of a route's descriptor, with
 * the descriptor itself as a type only. A descriptor carries its zod schemas, so a module that
 * imports one brings zod with it; a screen that only makes calls needs none of that, yet its
 * input and answer are typed by the same schemas. `calls/<area>.ts` declares one per
 * descriptor of `routes/<area>.ts` (the package exports them as `calls`); a method or path
 * that differs from the descriptor's does not compile, and a unit test checks that the two
 * lists match.
 */
export interface ApiCall<D extends RouteDescriptor = RouteDescriptor> {
  readonly method: D['method'];
  readonly path: D['path'];
  readonly [descriptorType]?: D;
}

/** The descriptor behind a call; a descriptor (a test's own route) is its own. */
export type DescriptorOf<C> = C extends RouteDescriptor ? C : C extends ApiCall<infer D> ? D : never;
