import { type Session, startTestServer, type TestServer } from './test-server.ts';

/**
 * A fresh server with the demo seed's people signed in: how the class test files begin.
 * Vitest runs each file in its own worker, so each file calls this once in its beforeAll.
 */
export interface SignedIn {
  server: TestServer;
  admin: Session;
  coordinator: Session;
  instructor: Session;
  learner: Session;
  /** 'external.learner': the demo tenant's external learner. */
  external: Session;
  /** The other tenant's admin, for the "another tenant's id is 404" checks. */
  acmeAdmin: Session;
}

export async function startSignedIn(opts: Parameters<typeof startTestServer>[0] = {}): Promise<SignedIn> {
  const server = await startTestServer(opts);
  try {
    const [admin, coordinator, instructor, learner, external, acmeAdmin] = await Promise.all([
      server.login('admin'),
      server.login('coordinator'),
      server.login('instructor'),
      server.login('learner'),
      server.login('external.learner'),
      server.login('admin', 'acme'),
    ]);
    return { server, admin, coordinator, instructor, learner, external, acmeAdmin };
  } catch (error) {
    // A failed sign-in would otherwise leave the server and its database open.
    await server.close();
    throw error;
  }
}
