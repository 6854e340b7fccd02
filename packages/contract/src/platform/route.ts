import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The shape of one API call, spelled once: the server's `defineRoute` serves it and the
 * web's `call` makes it. `path` is below `/api`, with `:name` for each path parameter.
 */
export interface RouteDescriptor {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** 201 for a call that creates; 200 otherwise. */
  readonly successStatus?: 200 | 201;
}

/** Declares a descriptor; `const` keeps its method and path as literal types. */
export function route<const D extends RouteDescriptor>(descriptor: D): D {
  return Object.freeze(descriptor);
}

/** Whether a module's export is a descriptor: how the calls and endpoints are gathered (scripts/generate-calls.ts). */
export function isRouteDescriptor(value: unknown): value is RouteDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, response } = value as Partial<RouteDescriptor>;
  return typeof method === 'string' && typeof path === 'string' && response !== undefined;
}

type Part<D, K extends 'params' | 'query' | 'body'> = D extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler gets, after validation. */
export type RouteParams<D> = Output<Part<D, 'params'>>;
export type RouteQuery<D> = Output<Part<D, 'query'>>;
export type RouteBody<D> = Output<Part<D, 'body'>>;

/** What a caller sends: path parameters as text or numbers, query and body as the schemas accept them. */
export type RouteParamsInput<D> =
  Part<D, 'params'> extends z.ZodType ? { [K in keyof Input<Part<D, 'params'>>]: string | number } : undefined;
export type RouteQueryInput<D> = Input<Part<D, 'query'>>;
export type RouteBodyInput<D> = Input<Part<D, 'body'>>;

/** The answer: what the handler returns (`RouteReply`) and what the caller reads (`RouteResponse`). */
export type RouteReply<D extends RouteDescriptor> = z.input<D['response']>;
export type RouteResponse<D extends RouteDescriptor> = z.output<D['response']>;
