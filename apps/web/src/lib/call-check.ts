import { endpoints, type RouteDescriptor } from '@cpe/contract';
import { z } from 'zod';

/**
 * The answer's check against its contract, for development and tests only: `call.ts` loads
 * this module behind `import.meta.env.DEV || MODE === 'test'`, so a production build has
 * neither it nor the descriptors and zod it brings.
 */

/** The server answered with something its contract does not allow: a bug on one side, named here. */
export class ResponseShapeError extends Error {
  constructor(
    readonly route: { method: string; path: string },
    readonly error: z.ZodError,
  ) {
    super(`${route.method} ${route.path} answered with a shape its contract does not allow:\n${z.prettifyError(error)}`);
    this.name = 'ResponseShapeError';
  }
}

let byCall: Map<string, RouteDescriptor> | undefined;

/** The descriptor of a call (method and path are unique: the server could not serve two). */
function descriptorOf(route: { method: string; path: string }): RouteDescriptor {
  byCall ??= new Map(Object.values(endpoints as Record<string, RouteDescriptor>).map((d) => [`${d.method} ${d.path}`, d]));
  const descriptor = 'response' in route ? (route as RouteDescriptor) : byCall.get(`${route.method} ${route.path}`);
  if (!descriptor) throw new Error(`${route.method} ${route.path} has no descriptor in the contract`);
  return descriptor;
}

/** The answer as the route's response schema outputs it; a mismatch throws a ResponseShapeError. */
export function checkedAnswer(route: { method: string; path: string }, data: unknown): unknown {
  const parsed = descriptorOf(route).response.safeParse(data);
  if (!parsed.success) throw new ResponseShapeError(route, parsed.error);
  return parsed.data;
}
