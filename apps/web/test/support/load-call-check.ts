// Every web test file starts with the answer check (src/lib/call-check.ts) loaded, as a
// development page does once it is up: the first call's answer must not wait on the module
// loading, which a test with fake timers cannot advance.
await import('../../src/lib/call-check.ts');
